import { defineConfig } from '@playwright/test';

// The Rust server serves dist/ and the API on one port; CI points E2E_BASE_URL at it.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  testDir: './e2e',
  // Every test signs up its own users, so two run at once (a third only queues for the 2 cores).
  workers: 2,
  reporter: 'list',
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    // Debian's Chromium: Playwright's own browser downloads are not available here.
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
});
