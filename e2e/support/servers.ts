// The journeys' servers: one per Playwright worker, on consecutive ports from E2E_PORT, each on a fresh
// embedded database of its own with the demo data, so journeys running side by side never see each
// other's orders, accounts or mail. E2E_WORKERS sets how many run side by side.
export const JOURNEY_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4173);

/** The port of the server that the worker in slot `parallelIndex` (0, 1, …) talks to. */
export const journeyPort = (parallelIndex: number): number => FIRST_PORT + parallelIndex;
