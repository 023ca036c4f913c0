import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium (never a downloaded browser) against the reference
 * server. Run through `npm run test:e2e`, which starts the server and sets E2E_BASE_URL.
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once, which tells a flaky test from a broken one; either way the run
  // fails (a test that passes only on retry is a bug to find, not one to hide).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 } } },
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true },
      // Checks tagged ONE_WIDTH (tests/e2e/fixtures.ts) do not depend on the viewport.
      grepInvert: /@one-width/,
    },
  ],
});
