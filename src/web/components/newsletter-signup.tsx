import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Mail } from 'lucide-react';
import { LANGUAGES, type Language } from '../../shared/config.ts';
import { PRIVACY_NOTICE_VERSION } from '../../shared/policies.ts';
import type { NewsletterSubscribeInput } from '../../shared/schemas/newsletter.ts';
import { readApiError } from '../lib/data/api-error.ts';
import { cn } from '../lib/format/cn.ts';
import { subscribeToNewsletter } from '../lib/data/newsletter-signup.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { toast } from './ui/use-toast.ts';
import { PrivacyLine } from './privacy-line.tsx';
import { useHydrated } from '../lib/hooks/use-hydrated.ts';

const asLanguage = (value: string): Language | undefined => LANGUAGES.find((l) => l === value);

/** A 400 about the notice version: the page was opened before the privacy notice changed. */
const noticeChanged = (error: unknown): boolean => {
  const body = readApiError(error)?.body as { issues?: { path?: string }[] } | undefined;
  return body?.issues?.some((issue) => issue.path === 'noticeVersion') ?? false;
};

/**
 * Newsletter signup (home and contact): an empty submit is ignored. The request names the form and the
 * privacy-notice version shown next to it; the answer asks the visitor to confirm from their inbox, the
 * same whether or not the address was known (docs/rules/messages.md).
 */
export function NewsletterSignup({
  className,
  tone = 'card',
  source,
}: {
  className?: string;
  tone?: 'card' | 'band';
  source: NewsletterSubscribeInput['source'];
}) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const inputId = useId();
  const subscribe = useMutation({
    mutationFn: (address: string) =>
      subscribeToNewsletter({
        email: address,
        language: asLanguage(i18n.language),
        source,
        noticeVersion: PRIVACY_NOTICE_VERSION,
      } satisfies NewsletterSubscribeInput),
    onSuccess: () => {
      setEmail('');
      toast({
        title: t('newsletterSignup.successTitle'),
        description: t('newsletterSignup.successDescription'),
      });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('newsletterSignup.errorTitle'),
        description: noticeChanged(error)
          ? t('newsletterSignup.noticeChanged')
          : t('newsletterSignup.errorDescription'),
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(address);
  };

  const band = tone === 'band';
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={cn(
        'rounded-2xl p-6 sm:p-8',
        band
          ? 'bg-gradient-to-br from-amber-900 via-malt to-stone-950 text-foam shadow-xl'
          : 'border bg-card',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full',
            band ? 'bg-amber-400/20 text-amber-300' : 'bg-primary/10 text-primary',
          )}
        >
          <Mail className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id={`${inputId}-title`} className="text-2xl font-semibold">
            {t('newsletterSignup.title')}
          </h2>
          <p className={cn('mt-1 text-sm', band ? 'text-foam/75' : 'text-muted-foreground')}>
            {t('newsletterSignup.description')}
          </p>
        </div>
      </div>
      <form onSubmit={submit} className="mt-5 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('newsletterSignup.emailLabel')}
        </label>
        <Input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletterSignup.placeholder')}
          className={cn(
            'sm:flex-1',
            band && 'border-foam/25 bg-foam/95 text-stone-900 placeholder:text-stone-500',
          )}
        />
        <Button
          type="submit"
          disabled={!hydrated || subscribe.isPending}
          variant={band ? 'accent' : 'default'}
        >
          {subscribe.isPending ? t('newsletterSignup.subscribing') : t('newsletterSignup.subscribe')}
        </Button>
      </form>
      <PrivacyLine
        form="newsletter"
        className={cn('mt-3', band ? 'text-foam/80' : 'text-muted-foreground')}
      />
    </section>
  );
}
