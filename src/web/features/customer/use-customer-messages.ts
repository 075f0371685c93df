import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
      // The rule fills in the number itself.
      invalidCharacters: t('customer.validation.invalidCharacters'),
      tooLong: t('customer.validation.tooLong', { max: '{{max}}', interpolation: { skipOnVariables: true } }),
    }),
    [t],
  );
}
