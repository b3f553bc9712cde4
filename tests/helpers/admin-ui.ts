import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

import type { Role } from '@/access/roles'

import { DEV_USER_EMAILS, devUserPassword } from './dev-users'
import { withLoginLock } from './staff-api'

/**
 * What the admin specs need around Payload's UI: signing in through its login form, and a watch on everything an
 * admin page must not do — load anything from another origin (the admin must work offline and under its CSP),
 * break a CSP rule, log to the console or throw.
 */

/** Signs the dev user of `role` in through the admin's login form and waits for the dashboard. */
export async function logInToAdmin(page: Page, role: Role): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEV_USER_EMAILS[role])
  await page.getByLabel(/password/i).fill(devUserPassword())
  // The login writes the user's session list: not while another worker logs the same user in.
  await withLoginLock(async () => {
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  })
}

declare global {
  interface Window {
    __reportProblem?: (text: string) => void
  }
}

/**
 * Records, for every page of `context`: requests to other origins (refused, as offline), CSP violations of the
 * page and its workers, console messages and uncaught errors. `problems()` lists them by the page they came from.
 */
export async function watchAdminProblems(context: BrowserContext, origin: string) {
  const problems: string[] = []
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      problems.push(`request to another origin: ${route.request().url()}`)
      return route.abort('internetdisconnected')
    },
  )
  await context.exposeBinding('__reportProblem', ({ page }, text: string) => {
    problems.push(`${page?.url() ?? '?'}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportProblem?.(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`)
    })
  })
  const watchPage = (page: Page) => {
    page.on('console', (message) => problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => problems.push(`${page.url()}: uncaught ${error.message}`))
  }
  context.pages().forEach(watchPage)
  context.on('page', watchPage)
  return { problems: () => [...problems] }
}

/**
 * A code or JSON field's editor once Monaco has mounted in it: its shimmer placeholder is gone and Monaco's
 * text area takes input.
 */
export async function expectCodeEditorReady(field: Locator): Promise<Locator> {
  const editor = field.locator('.monaco-editor')
  await expect(editor).toBeVisible({ timeout: 30_000 })
  await expect(field.locator('.shimmer-effect')).toHaveCount(0)
  return editor
}

/**
 * Opens a new row of an array field. Its fields arrive from the server after the click, and a field with
 * `initCollapsed` then closes the row; once `field` (a field of the row) is there, the row is opened if closed.
 */
export async function openNewArrayRow(page: Page, rowId: string, field: Locator): Promise<void> {
  // The row's fields come from a form-state request, which can take a while on a busy server.
  await expect(field).toBeAttached({ timeout: 60_000 })
  const toggle = page.locator(`[id="${rowId}"] > .collapsible > .collapsible__toggle-wrap > .collapsible__toggle`)
  if (/collapsible__toggle--collapsed/.test((await toggle.getAttribute('class')) ?? '')) await toggle.click()
  await expect(field).toBeVisible()
}
