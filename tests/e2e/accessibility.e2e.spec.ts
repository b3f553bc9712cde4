import { test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

for (const [name, path] of [
  ['home page', '/'],
  ['contact page', '/contact-us'],
  ['404 page', '/this-page-does-not-exist'],
] as const) {
  test(`${name} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
  })
}
