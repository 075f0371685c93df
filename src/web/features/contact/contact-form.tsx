import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Send } from 'lucide-react';
import { LANGUAGES } from '../../../shared/config.ts';
import { CONTACT_LIMITS } from '../../../shared/schemas/contact-limits.ts';
import type { ContactMessage } from '../../../shared/schemas/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';
import { sendContactMessage } from './contact-api.ts';
import { useContactForm, type ContactField } from './use-contact-form.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

/** The contact form: the shared schema checks it here and again on the server (docs/rules/messages.md). */
export function ContactForm() {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const form = useContactForm();
  const send = useMutation({
    mutationFn: (values: ContactMessage) =>
      sendContactMessage({
        ...values,
        phone: values.phone?.trim() ? values.phone : undefined,
        language: LANGUAGES.find((l) => l === i18n.language),
      }),
    onSuccess: () => {
      form.reset();
      toast({ title: t('contact.form.successTitle'), description: t('contact.form.successDescription') });
    },
    onError: () =>
      toast({
        variant: 'destructive',
        title: t('contact.form.errorTitle'),
        description: t('contact.form.errorDescription'),
      }),
  });

  // Messages are shown in the visitor's language; the schema's English texts are the originals.
  const errorFor = (field: ContactField) =>
    form.invalid.has(field) ? (
      <p id={`contact-${field}-error`} className="text-sm font-medium text-destructive" role="alert">
        {t(`contact.form.errors.${field}`)}
      </p>
    ) : null;
  const fieldProps = (field: ContactField) => ({
    id: `contact-${field}`,
    'aria-invalid': form.invalid.has(field) ? true : undefined,
    'aria-describedby': form.invalid.has(field) ? `contact-${field}-error` : undefined,
    ...form.field(field),
  });

  return (
    <form
      onSubmit={(event) => void form.submit(event).then((message) => message && send.mutate(message))}
      noValidate
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="contact-name">{t('contact.form.name')}</Label>
          <Input
            {...fieldProps('name')}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            placeholder={t('contact.form.namePlaceholder')}
          />
          {errorFor('name')}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-email">{t('contact.form.email')}</Label>
          <Input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            placeholder={t('contact.form.emailPlaceholder')}
          />
          {errorFor('email')}
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-phone">
          {t('contact.form.phone')}{' '}
          <span className="font-normal text-muted-foreground">({t('contact.form.optional')})</span>
        </Label>
        <Input
          {...fieldProps('phone')}
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          placeholder={t('contact.form.phonePlaceholder')}
        />
        {errorFor('phone')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor="contact-message">{t('contact.form.message')}</Label>
        <Textarea
          {...fieldProps('message')}
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t('contact.form.messagePlaceholder')}
        />
        {errorFor('message')}
      </div>
      <PrivacyLine form="contact" className="text-muted-foreground" />
      <Button type="submit" size="lg" disabled={!hydrated || send.isPending} className="justify-self-start">
        <Send aria-hidden="true" />
        {send.isPending ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
