import { exactLanguage, type Language } from '../../../shared/config.ts';
import type { AccountKind } from '../../../shared/schemas/password-reset.ts';

/** Where each kind of account signs in and asks for a new link. */
export const SIGN_IN_PATHS: Record<AccountKind, string> = {
  customer: '/customer/login',
  staff: '/admin/login',
};

export const FORGOT_PATHS: Record<AccountKind, string> = {
  customer: '/customer/forgot-password',
  staff: '/admin/forgot-password',
};

/** The interface language, sent so that mails about the account speak it. */
export const asLanguage = (value: string | undefined): Language => exactLanguage(value);
