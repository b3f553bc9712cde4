import { defineConfig } from '@playwright/test'

import { E2E_BASE_URL } from './tests/helpers/e2e-env'

/**
 * Browser tests against a production build (`next start`) on a freshly seeded SQLite database, started by
 * tests/helpers/e2e-global-setup.ts. Chromium comes from Debian (`apt-get install chromium`): Playwright's own
 * browser download needs the internet.
 */
// Specs that switch store-wide settings for a while (the unlock-price flags, the popups, a scheduled promotion on
// the home page) would change what the other specs see on the shared database; each runs alone, after everything
// else, one after the other.
const SETTINGS_SPECS = [
  'unlock-service',
  'pricing-wizard',
  'reserve-inventory',
  'popup-xss',
  'cookie-consent',
  'content-page-toggles',
  'tracking',
  'experiments',
  'popups',
  'marketing-versions',
  // The admin specs save a popup (which opens on the site) and a location's hours (its test-drive times).
  'admin-marketer',
  'admin-manager',
] as const
const specFile = (name: string) => `**/${name}.e2e.spec.ts`

// Every spec browses as a returning visitor who already answered the cookie banner (a fixed banner over the
// page's bottom would be in the way of their clicks); cookie-consent.e2e.spec.ts starts from a fresh browser.
const host = new URL(E2E_BASE_URL).hostname
const consentCookie = (name: string, value: string) =>
  ({ name, value, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }) as const
const RETURNING_VISITOR = {
  cookies: [consentCookie('displayCookies', 'hide'), consentCookie('allowCookies', 'essential,functional,analytics,targeting')],
  origins: [],
}

// The e2e server's minimum lead-form fill time (src/lib/abuse/policy.ts; 2 s in production): Playwright fills a form
// 1.1 to 1.5 s after the page's load, as fast as the scripts that rule stops, and the specs read their leads back.
// Global setup starts the server from this process, so the server inherits it.
process.env.LEAD_MIN_FILL_MS ??= '500'

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  globalSetup: './tests/helpers/e2e-global-setup.ts',
  // One server and one database for all specs; two workers suit the 2-core CI machine.
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  projects: [
    { name: 'site', testIgnore: SETTINGS_SPECS.map(specFile) },
    ...SETTINGS_SPECS.map((name, index) => ({
      name,
      testMatch: specFile(name),
      dependencies: [index === 0 ? 'site' : SETTINGS_SPECS[index - 1]],
    })),
  ],
  use: {
    baseURL: E2E_BASE_URL,
    storageState: RETURNING_VISITOR,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
})
