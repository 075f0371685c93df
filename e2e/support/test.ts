// The journeys' `test`: like Playwright's, with each worker's pages and requests sent to its own server
// (servers.ts).
import { test as base } from '@playwright/test';
import { journeyPort } from './servers.ts';

export const test = base.extend<object, { workerServer: string }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from it
    async ({}, use, workerInfo) => use(`http://127.0.0.1:${journeyPort(workerInfo.parallelIndex)}`),
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
});

export { expect } from '@playwright/test';
