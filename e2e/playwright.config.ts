import { defineConfig, devices } from '@playwright/test';
import { headlessChromium } from '@cabinet/build/chromium';
import { APPS, portOf } from '@cabinet/build/ports';

/**
 * Journeys run against the production build, each app on its own origin, and
 * the reference API on a fresh database. A system Chromium is used where there
 * is one (Debian's headless shell, else its full browser: @cabinet/build/chromium), else Playwright's own.
 */
const systemChromium = headlessChromium();

// Chromium refuses a few ports outright (6000, 6665-6669...); a PORT_OFFSET can land an app on one.
const allowedPorts = [...APPS.map((app) => portOf(app.name)), portOf('api'), portOf('environment')].join(',');

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // The JSON report feeds the closing line of `npm test` (its file is named by PLAYWRIGHT_JSON_OUTPUT_NAME).
  reporter: [['list'], ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []), ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${portOf('shell')}`,
    locale: 'en-US',
    // Recording a trace costs CPU on every action of every journey (DOM snapshots, screenshots), and CI keeps
    // only the log (tests/fixtures.ts prints what a failed page saw): there only a retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: systemChromium,
      args: [`--explicitly-allowed-ports=${allowedPorts}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${portOf('api')}/health/ready`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
