// Newsletter sign-ups as the forms send them, and the confirmation link read back from the mail outbox.
import type { APIRequestContext } from '@playwright/test';
import { expect } from './expect.ts';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/policies.ts';
import { mailTextTo } from './outbox.ts';

/** What the home-page form sends besides the address: its name and the privacy-notice version it shows. */
export const NEWSLETTER_FORM = { source: 'home', noticeVersion: PRIVACY_NOTICE_VERSION } as const;

/** The site-relative confirmation link in the newest confirmation mail to `email`, or null while none. */
export function confirmationPathFor(email: string, port: string): string | null {
  const text = mailTextTo(email, port, /confirm your Taproom newsletter/i);
  const url = text ? /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(text)?.[0] : undefined;
  if (!url) return null;
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** Signs the address up and follows its confirmation link over the API, as a subscriber would. */
export async function subscribeConfirmed(
  request: APIRequestContext,
  email: string,
  port: string,
): Promise<void> {
  const signUp = await request.post('/api/newsletter/subscribe', {
    data: { email, language: 'en', ...NEWSLETTER_FORM },
  });
  expect(signUp.ok()).toBe(true);
  let path: string | null = null;
  await expect.poll(() => (path = confirmationPathFor(email, port)), { timeout: 30_000 }).not.toBeNull();
  const token = new URL(path!, 'http://x').searchParams.get('token')!;
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
}
