// The journeys' `expect`: Playwright's, counting each check a journey makes, so a journey that ends
// having checked nothing fails (test.ts) instead of passing.
import { expect as playwrightExpect } from '@playwright/test';

let checks = 0;

/** Starts a journey's count afresh. */
export function resetChecks(): void {
  checks = 0;
}

/** How many checks the running journey has made so far. */
export function checksMade(): number {
  return checks;
}

export const expect = new Proxy(playwrightExpect, {
  apply(target, thisArg, args: Parameters<typeof playwrightExpect>) {
    checks += 1;
    return Reflect.apply(target, thisArg, args);
  },
  get(target, property, receiver) {
    const value: unknown = Reflect.get(target, property, receiver);
    if ((property === 'poll' || property === 'soft') && typeof value === 'function') {
      return (...args: unknown[]) => {
        checks += 1;
        return Reflect.apply(value, target, args);
      };
    }
    return value;
  },
});
