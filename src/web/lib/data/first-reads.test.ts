// @vitest-environment happy-dom
// The browser starts with the reads the page's first HTML carries and asks none of them again, however
// long ago the server rendered a page it kept.
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, test, vi } from 'vitest';
import { DEMO_BUSINESS_PROFILE } from '../../../shared/business-profile.ts';
import { dehydrateFirstReads, FIRST_READS_ID, firstReadKeys } from '../../../shared/first-reads.ts';
import { startWithFirstReads } from './first-reads.ts';
import { createQueryClient } from './query-client.ts';

afterEach(() => vi.useRealTimers());

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument();
  const script = Object.assign(doc.createElement('script'), { type: 'application/json', id: FIRST_READS_ID });
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

test('reads from a page kept for an hour start fresh and are not asked again', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T08:00:00Z') });
  const state = dehydrateFirstReads({ businessProfile: DEMO_BUSINESS_PROFILE, sessionCookie: false }, 'ms');
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'));
  const client = createQueryClient();
  startWithFirstReads(client, pageWith(JSON.stringify(state)));
  expect(client.getQueryData(firstReadKeys.adminUser)).toBeNull();
  expect(client.getQueryData(firstReadKeys.customerProfile)).toBeNull();
  const asked = vi.fn();
  const unsubscribe = new QueryObserver(client, {
    queryKey: firstReadKeys.businessProfile,
    queryFn: asked,
  }).subscribe(() => {});
  await vi.advanceTimersByTimeAsync(1000);
  unsubscribe();
  expect(asked).not.toHaveBeenCalled();
  expect(client.getQueryData(firstReadKeys.businessProfile)).toEqual(DEMO_BUSINESS_PROFILE);
});

test('a page with a session cookie starts without an answer for either signed-in probe', () => {
  const state = dehydrateFirstReads({ businessProfile: DEMO_BUSINESS_PROFILE, sessionCookie: true }, 'en');
  const client = createQueryClient();
  startWithFirstReads(client, pageWith(JSON.stringify(state)));
  expect(client.getQueryState(firstReadKeys.adminUser)).toBeUndefined();
  expect(client.getQueryState(firstReadKeys.customerProfile)).toBeUndefined();
});

test('a page without first reads, or with broken ones, starts empty', () => {
  const client = createQueryClient();
  startWithFirstReads(client, pageWith('{"queries": ['));
  startWithFirstReads(client, document.implementation.createHTMLDocument());
  expect(client.getQueryCache().getAll()).toEqual([]);
});
