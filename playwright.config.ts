import { defineConfig } from '@playwright/test';
import { JOURNEY_WORKERS, journeyPort } from './e2e/support/servers.ts';

// Journeys in Debian's Chromium against the built app, each worker with a server of its own on a fresh
// embedded database with demo data (e2e/support/servers.ts). `npm run build` first. E2E_PORT (the first
// server's port) and E2E_DIST_DIR let several runs share a machine.
const ports = Array.from({ length: JOURNEY_WORKERS }, (_, slot) => journeyPort(slot));

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: JOURNEY_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    // Each worker's own server: see e2e/support/test.ts.
    baseURL: `http://127.0.0.1:${ports[0]}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: ports.map((port) => {
    const dataDir = `/tmp/taproom-e2e-${port}-${process.pid}`;
    return {
      command: `rm -rf ${dataDir} && node src/server/main.ts`,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
        DEMO_DATA: 'on',
        ACCESS_CODE: 'TAPROOM',
        ADMIN_EMAIL: 'admin@taproom.test',
        ADMIN_PASSWORD: 'brewmaster-2026',
        LOG_LEVEL: 'warn',
        // Every journey comes from one address; the limits themselves are tested through the API.
        RATE_LIMIT_SCALE: '100',
      },
    };
  }),
});
