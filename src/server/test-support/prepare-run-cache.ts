// Makes what a test run's set-up (global-setup.ts) would otherwise make first on a fresh checkout: the
// PGlite templates and the demo pictures, kept in the run cache (run-cache.ts). `npm test` runs it beside
// the type check and lint, at the lowest priority, so it takes the core the type check leaves free.
import { makeRunCache } from './global-setup.ts';

await makeRunCache();
