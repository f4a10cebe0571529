import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/test/find-chromium.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4399);

export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests the fixtures watch; e2e/offline.spec.ts turns it on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: findChromium(),
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
  },
  // The built site, served by a plain static server on a port of its own (never reuse a stranger's).
  webServer: {
    command: `node scripts/server/serve-static.mjs dist ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
