import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { ResetMessages } from '../../../shared/schemas/password-reset.ts';

/** The shared password rules with their texts in the interface language. */
export function usePasswordMessages(): ResetMessages {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      invalidEmail: t('passwordReset.validation.invalidEmail'),
      passwordTooShort: t('passwordReset.validation.passwordTooShort'),
      passwordTooLong: t('passwordReset.validation.passwordTooLong'),
      passwordTooCommon: t('passwordReset.validation.passwordTooCommon'),
    }),
    [t],
  );
}
