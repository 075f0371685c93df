import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { CustomerMessages } from '../../../shared/schemas/customers.ts';

/** The shared validation rules with their texts in the interface language. */
export function useCustomerMessages(): CustomerMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      invalidEmail: t('customer.validation.invalidEmail'),
      passwordTooShort: t('customer.validation.passwordTooShort'),
      passwordTooLong: t('customer.validation.passwordTooLong'),
      passwordTooCommon: t('customer.validation.passwordTooCommon'),
      firstNameRequired: t('customer.validation.firstNameRequired'),
      lastNameRequired: t('customer.validation.lastNameRequired'),
      invalidCharacters: t('customer.validation.invalidCharacters'),
      invalidPhone: t('customer.validation.invalidPhone'),
      // The rule fills in the number itself, so the placeholder stays (a value is not read for placeholders).
      tooLong: t('customer.validation.tooLong', { max: '{{max}}' }),
    }),
    [t],
  );
}
