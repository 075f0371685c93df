// Newsletter subscribers for the back office: the list one page at a time, its figures, and every
// subscriber for the CSV export; a 401 sends the admin to sign in again.
import type { NewsletterSubscriberView } from '../../../shared/schemas/admin-inbox.ts';
import type { SubscriberSummary } from '../../../shared/schemas/admin-lists.ts';
import { api } from '../../lib/data/api-client.ts';
import { pagedListKeys, useAdminFigures, useAdminPage } from '../../lib/hooks/use-admin-page.ts';

const SUBSCRIBERS_PATH = '/api/admin/newsletter-subscribers';
export const adminSubscriberKeys = {
  ...pagedListKeys(SUBSCRIBERS_PATH),
  summary: [`${SUBSCRIBERS_PATH}/summary`] as const,
};

export const useSubscriberPage = (query: string) =>
  useAdminPage<NewsletterSubscriberView>(adminSubscriberKeys, query);
export const useSubscriberSummary = () => useAdminFigures<SubscriberSummary>(adminSubscriberKeys.summary);

/** Every subscriber, read from its own endpoint rather than the page on screen. */
export const readAllSubscribers = () =>
  api.get<NewsletterSubscriberView[]>(`${SUBSCRIBERS_PATH}/export`, { on401: 'staff-sign-in' });
