import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import {
  customerProfileUpdateFormSchema,
  type CustomerProfileUpdateInput,
} from '../../../shared/schemas/customers.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { isUnauthorizedError } from '../../lib/data/api-client.ts';
import type { CustomerProfile } from '../../lib/data/customer-session.ts';
import { useUpdateProfile } from './api/customer-api.ts';
import { NameFields } from './name-fields.tsx';
import { useCustomerMessages } from './use-customer-messages.ts';

type ProfileOutput = { firstName: string; lastName: string; phone: string | null; address: string | null };

export function ProfileForm({ profile, onDone }: { profile: CustomerProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const messages = useCustomerMessages();
  const schema = useMemo(() => customerProfileUpdateFormSchema(messages), [messages]);
  const form = useForm<CustomerProfileUpdateInput, unknown, ProfileOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
      address: profile.address ?? '',
    },
  });
  const update = useUpdateProfile();
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast({ title: t('customer.profile.successTitle'), description: t('customer.profile.success') });
      onDone();
    } catch (error) {
      // A 401 is already on its way to the sign-in page.
      if (isUnauthorizedError(error)) return;
      toast({
        title: t('customer.profile.failedTitle'),
        description: t('customer.profile.failed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-labelledby="profile-heading">
      <NameFields idPrefix="profile" register={form.register} errors={errors} />
      <FormField
        id="profile-email"
        label={t('customer.fields.email')}
        hint={t('customer.profile.emailLocked')}
      >
        <Input type="email" value={profile.email} disabled readOnly />
      </FormField>
      <FormField
        id="profile-phone"
        label={t('customer.fields.phone')}
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
      <FormField id="profile-address" label={t('customer.fields.address')} error={errors.address?.message}>
        <Textarea
          rows={3}
          autoComplete="street-address"
          placeholder={t('customer.placeholders.address')}
          {...form.register('address')}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {t('customer.profile.cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('customer.profile.saving') : t('customer.profile.save')}
        </Button>
      </div>
    </form>
  );
}
