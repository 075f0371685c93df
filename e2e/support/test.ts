// The journeys' `test`: like Playwright's, with each worker's pages and requests sent to its own server
// (servers.ts), each page load in the journey's context waiting until the app answers (`waitForApp`),
// and a journey that checked nothing failing (expect.ts).
import { test as base, type Browser, type Page } from '@playwright/test';
import { checksMade, resetChecks } from './expect.ts';
import { journeyPort } from './servers.ts';

/**
 * A server-rendered page shows its controls before React has hydrated them, and a click in between does
 * nothing. A visitor clicks again; a journey waits for the root's `data-ready` mark instead. At a gate the
 * app is not loaded at all: the gates' script marks their dialog the same way once it answers. Pages
 * without the app's root (API documents, files) have nothing to wait for.
 */
async function appAnswers(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const gate = document.documentElement.dataset.gate;
    const gateAnswers =
      gate !== 'none' && document.getElementById('gate-dialog')?.hasAttribute('data-ready') === true;
    return !root || root.hasAttribute('data-ready') || gateAnswers;
  });
}

const waiting = new WeakSet<Page>();

/** Makes a page's `goto` and `reload` return once the app answers. */
function waitForAppOn(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appAnswers(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appAnswers(page);
    return response;
  };
}

export const test = base.extend<
  { waitForApp: boolean; waitInNewContexts: void; checksSomething: void },
  { workerServer: string }
>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from it
    async ({}, use, workerInfo) => use(`http://127.0.0.1:${journeyPort(workerInfo.parallelIndex)}`),
    { scope: 'worker' },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer),
  /** Off in journeys about the page before its script runs (or with its script blocked). */
  waitForApp: [true, { option: true }],
  // Every page of the journey's browser context waits: the journey's own page (the context announces it
  // before `newPage` returns) and any second tab it opens.
  context: async ({ context, waitForApp }, use) => {
    if (waitForApp) context.on('page', waitForAppOn);
    await use(context);
  },
  // And so does every page of a browser context a journey makes itself (a phone, another language).
  waitInNewContexts: [
    async ({ browser, waitForApp }, use) => {
      if (!waitForApp) return use();
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        context.on('page', waitForAppOn);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  checksSomething: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from it
    async ({}, use, testInfo) => {
      resetChecks();
      await use();
      if (testInfo.status === 'passed' && checksMade() === 0) {
        throw new Error('This journey checked nothing: it passed without a single expect.');
      }
    },
    { auto: true },
  ],
});

export { expect } from './expect.ts';
