import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { businessProfileSchema, type BusinessProfile } from '../../../shared/business-profile.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../shared/social-links.ts';
import { LANGUAGES } from '../../../shared/config.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import { DeliveryRulesPreview } from './delivery-rules-preview.tsx';
import { useSaveSettings } from './settings-api.ts';

type Field = Exclude<keyof BusinessProfile, 'paymentMethods' | 'socialLinks'>;
const TEXT_FIELDS: {
  name: Field;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  hint?: boolean;
}[] = [
  { name: 'legalName', autoComplete: 'organization' },
  { name: 'ssmNumber', hint: true },
  { name: 'address', autoComplete: 'street-address', multiline: true },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'whatsappNumber', type: 'tel', hint: true },
  { name: 'openingHoursWeekdays' },
  { name: 'openingHoursWeekends' },
];
const PER_LANGUAGE = ['paymentMethods'] as const;

export function SettingsForm({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation();
  const form = useForm<BusinessProfile>({
    resolver: zodResolver(businessProfileSchema),
    defaultValues: profile,
  });
  const errors: FieldErrors<BusinessProfile> = form.formState.errors;
  const save = useSaveSettings();
  const submit = (values: BusinessProfile) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        toast({ title: t('adminSettings.saved'), description: t('adminSettings.savedDescription') });
      },
      onError: (error) => {
        // A 401 is already on its way to the sign-in page.
        if (isUnauthorizedError(error)) return;
        toast({
          title: t('adminSettings.failed'),
          description: t('adminSettings.failedDescription'),
          variant: 'destructive',
        });
      },
    });
  const message = (field: string, failed: boolean) =>
    failed ? t(`adminSettings.errors.${field}`) : undefined;

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        {TEXT_FIELDS.map(({ name, type, autoComplete, multiline, hint }) => (
          <FormField
            key={name}
            id={`settings-${name}`}
            label={t(`adminSettings.fields.${name}`)}
            hint={hint ? t(`adminSettings.hints.${name}`) : undefined}
            error={message(name, Boolean(errors[name]))}
          >
            {multiline ? (
              <Textarea rows={3} autoComplete={autoComplete} {...form.register(name)} />
            ) : (
              <Input type={type ?? 'text'} autoComplete={autoComplete} {...form.register(name)} />
            )}
          </FormField>
        ))}
      </div>
      {PER_LANGUAGE.map((group) => (
        <fieldset key={group} className="grid gap-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-semibold">{t(`adminSettings.fields.${group}`)}</legend>
          {LANGUAGES.map((lang) => (
            <FormField
              key={lang}
              id={`settings-${group}-${lang}`}
              label={t(`adminSettings.languages.${lang}`)}
              error={message(group, Boolean(errors[group]?.[lang]))}
            >
              <Textarea rows={3} lang={lang} {...form.register(`${group}.${lang}`)} />
            </FormField>
          ))}
        </fieldset>
      ))}
      <DeliveryRulesPreview />
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t('adminSettings.fields.socialLinks')}</legend>
        <p className="text-sm text-muted-foreground">{t('adminSettings.hints.socialLinks')}</p>
        {(Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).map((network) => (
          <FormField
            key={network}
            id={`settings-social-${network}`}
            label={SOCIAL_NETWORKS[network]}
            error={message('socialLinks', Boolean(errors.socialLinks?.[network]))}
          >
            <Input
              type="url"
              inputMode="url"
              placeholder={`https://www.${network}.com/…`}
              {...form.register(`socialLinks.${network}`)}
            />
          </FormField>
        ))}
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('adminSettings.saving') : t('adminSettings.save')}
        </Button>
      </div>
    </form>
  );
}
