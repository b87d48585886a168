import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server (`node scripts/start.ts`) on a temporary database,
 * uploads folder and site folder, in Debian's Chromium. The folder is created once and handed
 * to the workers through the environment.
 */
process.env.E2E_DIR ??= mkdtempSync(join(tmpdir(), 'nile-e2e-'));
const dir = process.env.E2E_DIR;
const port = Number(process.env.E2E_PORT ?? 4390);
export const baseURL = `http://127.0.0.1:${port}`;
/** The journeys' own mail server (tests/e2e/support/mail-catcher.ts), beside each E2E_PORT so parallel runs do not meet. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 10_000);
const mailDir = join(dir, 'mail');

export const e2eEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  SITE_URL: baseURL,
  DATABASE_URL: `file:${join(dir, 'e2e.db')}`,
  UPLOADS_DIR: join(dir, 'uploads'),
  SITE_DIR: join(dir, 'site'),
  BACKUP_DIR: join(dir, 'backups'),
  OWNER_EMAIL: 'owner@nileatelier.com',
  OWNER_PASSWORD: 'e2e-owner-password',
  OWNER_NAME: 'Studio Owner',
  PUBLISH_DEBOUNCE_MS: '300',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: 'Nile Atelier <no-reply@nileatelier.test>',
  // Page views are stored a quarter of a second after they are answered: the analytics journey polls for them.
  ANALYTICS_FLUSH_MS: '250',
};
Object.assign(process.env, { E2E_DATABASE_URL: e2eEnv.DATABASE_URL, E2E_UPLOADS_DIR: e2eEnv.UPLOADS_DIR, E2E_MAIL_DIR: mailDir });

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node tests/e2e/support/mail-catcher.ts',
      port: smtpPort,
      env: { E2E_MAIL_DIR: mailDir, E2E_SMTP_PORT: String(smtpPort) },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.ts',
      url: `${baseURL}/api/health`,
      env: e2eEnv,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
