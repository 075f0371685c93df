import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { customerLoginFormSchema } from '../../../shared/schemas/customers.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useAddedFeedback } from '../../components/use-added-feedback.ts';
import { apiErrorMessage, apiErrorStatus } from '../../lib/data/api-error.ts';
import { useLogin, type LoginInput } from './api/customer-api.ts';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { useCustomerMessages } from './use-customer-messages.ts';
import { useHydrated } from '../../lib/hooks/use-hydrated.ts';

const forgotLinkClass =
  '-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function LoginPage() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const messages = useCustomerMessages();
  const schema = useMemo(() => customerLoginFormSchema(messages), [messages]);
  const form = useForm<LoginInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin();
  // docs/rules/accounts.md: the button stays locked about a second after a click, whatever the answer.
  const [locked, lock] = useAddedFeedback();
  const errors = form.formState.errors;

  const failureText = (error: unknown): string => {
    switch (apiErrorStatus(error)) {
      case 401:
        return t('customer.login.invalidCredentials');
      case 429:
        return t('customer.login.tooManyAttempts');
      default:
        return apiErrorMessage(error) ?? t('customer.login.failedDescription');
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (locked || login.isPending) return;
    lock();
    try {
      await login.mutateAsync(values);
      toast({ title: t('customer.login.successTitle'), description: t('customer.login.successDescription') });
      await navigate('/customer/dashboard');
    } catch (error) {
      toast({
        title: t('customer.login.failedTitle'),
        description: failureText(error),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthFrame
      title={t('customer.login.title')}
      description={t('customer.login.description')}
      footer={{
        text: t('customer.login.noAccount'),
        linkTo: '/customer/register',
        linkLabel: t('customer.login.registerLink'),
      }}
    >
      <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField id="login-email" label={t('customer.fields.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('customer.placeholders.email')}
            {...form.register('email')}
          />
        </FormField>
        <FormField id="login-password" label={t('customer.fields.password')} error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder={t('customer.placeholders.passwordLogin')}
            {...form.register('password')}
          />
        </FormField>
        <Link to="/customer/forgot-password" className={forgotLinkClass}>
          {t('passwordReset.forgotLink')}
        </Link>
        <Button type="submit" size="lg" disabled={!hydrated || locked || login.isPending} className="w-full">
          {login.isPending ? t('customer.login.submitting') : t('customer.login.submit')}
        </Button>
      </form>
    </AuthFrame>
  );
}
