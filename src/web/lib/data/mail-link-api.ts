import { api } from './api-client.ts';

/** Posts a mail link's token; the answer names the address it concerned. */
export const followMailLink = (endpoint: string, token: string) =>
  api.post<{ email: string }>(endpoint, { token });
