import type { Language } from '../../../shared/config.ts';
import type { AccountKind } from '../../../shared/schemas/password-reset.ts';
import { api } from '../../lib/data/api-client.ts';

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export const requestResetLink = (request: { email: string; account: AccountKind; language?: Language }) =>
  api.post('/api/password-reset/request', request);

/** Sets a new password with the link's token; a 400 means the link no longer works. */
export const resetPassword = (reset: { token: string | null; password: string; language?: Language }) =>
  api.post('/api/password-reset', reset);
