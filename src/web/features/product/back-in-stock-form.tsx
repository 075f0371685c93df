// "Tell me when it is back" under a product with a sold-out size, or one still to be released
// (docs/decisions/026-releases-and-stock-alerts.md): the shopper leaves an email for one size, confirms
// from the mailed link, and is mailed once when the size can be ordered. The answer is the same whoever asks.
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { isComingSoon } from '../../../shared/releases.ts';
import type { Product } from '../../../shared/schemas/catalog.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fieldClasses, Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { cn } from '../../lib/format/cn.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { askBackInStock } from './back-in-stock-api.ts';

export function BackInStockForm({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const uid = useId();
  const comingSoon = isComingSoon(product);
  const sizes = comingSoon ? product.variants : product.variants.filter((variant) => !variant.available);
  const [variantId, setVariantId] = useState(sizes[0]?.id ?? '');
  const [email, setEmail] = useState('');
  const sending = useMutation({
    mutationFn: askBackInStock,
    onSuccess: () => {
      setEmail('');
      toast({
        title: t('product.backInStock.sentTitle'),
        description: t('product.backInStock.sentDescription'),
      });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: t('product.backInStock.errorTitle'),
        description: t('product.backInStock.errorDescription'),
      }),
  });
  const chosen = sizes.find((size) => size.id === variantId) ?? sizes[0];
  if (!chosen) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || sending.isPending) return;
    sending.mutate({
      variantId: chosen.id,
      email: address,
      language: i18n.language,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  };

  return (
    <section
      aria-labelledby={`${uid}-title`}
      className="rounded-xl border bg-card p-4"
      data-testid="back-in-stock"
    >
      <h2 id={`${uid}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <BellRing className="size-5 text-primary" aria-hidden="true" />
        {t(comingSoon ? 'product.backInStock.titleComingSoon' : 'product.backInStock.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('product.backInStock.description', { size: chosen.size })}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-2 sm:flex-row">
        {sizes.length > 1 ? (
          <>
            <label htmlFor={`${uid}-size`} className="sr-only">
              {t('catalog.size')}
            </label>
            <select
              id={`${uid}-size`}
              value={chosen.id}
              onChange={(event) => setVariantId(event.target.value)}
              className={cn(fieldClasses, 'h-10 sm:w-40')}
            >
              {sizes.map((size) => (
                <option key={size.id} value={size.id}>
                  {size.size}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <label htmlFor={`${uid}-email`} className="sr-only">
          {t('product.backInStock.emailLabel')}
        </label>
        <Input
          id={`${uid}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('product.backInStock.emailLabel')}
          className="sm:flex-1"
        />
        <Button type="submit" disabled={!hydrated || sending.isPending}>
          {sending.isPending ? t('product.backInStock.sending') : t('product.backInStock.send')}
        </Button>
      </form>
      <PrivacyLine form="backInStock" className="mt-2 text-muted-foreground" />
    </section>
  );
}
