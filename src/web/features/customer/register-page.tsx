import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { useNavigate } from 'react-router';
import {
  customerRegistrationFormSchema,
  type CustomerRegistration,
  type CustomerRegistrationInput,
} from '../../../shared/schemas/customers.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../shared/policies.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAddedFeedback } from '../../components/use-added-feedback.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/data/api-error.ts';
import { useRegister } from './api/customer-api.ts';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useCustomerMessages } from './use-customer-messages.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';
import { NameFields } from './name-fields.tsx';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

export function RegisterPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const messages = useCustomerMessages();
  const schema = useMemo(() => customerRegistrationFormSchema(messages), [messages]);
  const form = useForm<CustomerRegistrationInput, unknown, CustomerRegistration>({
    resolver: zodResolver(schema),
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      // docs/rules/messages.md: a separate choice, never ticked in advance; the notice version shown here.
      marketingConsent: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    },
  });
  const register = useRegister();
  // docs/rules/accounts.md: the button stays locked about a second after a click, whatever the answer.
  const [locked, lock] = useAddedFeedback();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    if (locked || register.isPending) return;
    lock();
    try {
      await register.mutateAsync(values);
      toast({
        title: t('customer.register.successTitle'),
        description: values.marketingConsent
          ? `${t('customer.register.successDescription')} ${t('customer.register.newsPending')}`
          : t('customer.register.successDescription'),
      });
      await navigate('/customer/dashboard');
    } catch (error) {
      const description =
        apiErrorStatus(error) === 409
          ? t('customer.register.emailTaken')
          : (apiErrorMessage(error) ?? t('customer.register.failedDescription'));
      toast({ title: t('customer.register.failedTitle'), description, variant: 'destructive' });
    }
  });

  const optional = (label: string) => `${label} ${t('customer.fields.optional')}`;
  return (
    <AuthFrame
      title={t('customer.register.title')}
      description={t('customer.register.description')}
      footer={{
        text: t('customer.register.haveAccount'),
        linkTo: '/customer/login',
        linkLabel: t('customer.register.signInLink'),
      }}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id="register-email" label={t('customer.fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('customer.placeholders.email')}
            {...form.register('email')}
          />
        </FormField>
        <FormField
          id="register-password"
          label={t('customer.fields.password')}
          error={errors.password?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('customer.placeholders.password')}
            {...form.register('password')}
          />
        </FormField>
        <NameFields idPrefix="register" register={form.register} errors={errors} withPlaceholders />
        <FormField
          id="register-phone"
          label={optional(t('customer.fields.phone'))}
          hint={t('customer.fields.phoneHint')}
          error={errors.phone?.message}
        >
          <Input
            type="tel"
            autoComplete="tel"
            placeholder={t('customer.placeholders.phone')}
            {...form.register('phone')}
          />
        </FormField>
        <FormField
          id="register-address"
          label={optional(t('customer.fields.address'))}
          error={errors.address?.message}
        >
          <Textarea
            rows={3}
            autoComplete="street-address"
            placeholder={t('customer.placeholders.address')}
            {...form.register('address')}
          />
        </FormField>
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <Controller
            control={form.control}
            name="marketingConsent"
            render={({ field }) => (
              <Checkbox
                id="register-marketing"
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby="register-marketing-hint"
                className="mt-0.5"
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor="register-marketing">{t('customer.register.newsLabel')}</Label>
            <p id="register-marketing-hint" className="text-xs text-muted-foreground">
              {t('customer.register.newsHint')}
            </p>
          </div>
        </div>
        <PrivacyLine form="register" className="text-muted-foreground" />
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated || locked || register.isPending}
          className="w-full"
        >
          {register.isPending ? t('customer.register.submitting') : t('customer.register.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
