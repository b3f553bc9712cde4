import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'

import type { Role } from '@/access/roles'

import { DEV_USER_EMAILS, devUserPassword } from './dev-users'
import { withLoginLock } from './staff-api'

/**
 * What the admin specs need around Payload's UI: signing in through its login form, working an edit form only once
 * it is settled (array rows added as a person would add them), and a watch on everything an admin page must not
 * do — load anything from another origin (the admin must work offline and under its CSP), break a CSP rule, log to
 * the console or throw.
 */

/** Signs the dev user of `role` in through the admin's login form and waits for the dashboard. */
export async function logInToAdmin(page: Page, role: Role): Promise<void> {
  await trackAdminForms(page.context())
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
    __adminForms?: { inFlight: number; lastActivity: number }
  }
}

const tracked = new WeakSet<BrowserContext>()

/**
 * Lets the admin helpers see, in every page of `context`, the edit form's traffic with the server: how many of
 * its server-function calls (form state, preferences: Next server actions, POSTs with a `Next-Action` header) are
 * open, and when the last of them, or the last input of the test, happened. `logInToAdmin` calls it; a spec that
 * signs in otherwise calls it before opening an admin page.
 */
export async function trackAdminForms(context: BrowserContext): Promise<void> {
  if (tracked.has(context)) return
  tracked.add(context)
  await context.addInitScript(() => {
    const state = { inFlight: 0, lastActivity: performance.now() }
    window.__adminForms = state
    const touch = () => (state.lastActivity = performance.now())
    for (const type of ['input', 'change', 'keydown', 'pointerdown', 'click']) window.addEventListener(type, touch, true)
    const send = window.fetch.bind(window)
    window.fetch = async (input, init) => {
      const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
      if (!headers.has('next-action')) return send(input, init)
      state.inFlight += 1
      touch()
      let settled = false
      const settle = () => {
        if (settled) return
        settled = true
        state.inFlight -= 1
        touch()
      }
      try {
        const response = await send(input, init)
        // Open until its body has arrived: the form merges the answer only then.
        response.clone().arrayBuffer().then(settle, settle)
        return response
      } catch (error) {
        settle()
        throw error
      }
    }
  })
}

// Longer than the form's 250 ms change debounce plus the render and the call that follow it on a busy machine.
const FORM_QUIET_MS = 750

/**
 * Waits until the admin's edit form takes input the way a person's would be taken: hydrated and neither loading
 * nor saving (Payload's `data-form-ready`), with none of its server calls open and nothing typed or clicked for
 * a moment. A change waits 250 ms before the form sends it; an answer to an earlier change that lands in that
 * time becomes the form's "last sent" state, so the change after it is never sent — a new array row then stays a
 * loading placeholder for good. Nothing must be on its way when a row is added.
 */
export async function expectAdminFormSettled(page: Page): Promise<void> {
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached({ timeout: 60_000 })
  const settled = await page.waitForFunction(
    (quietMs) => {
      const forms = window.__adminForms
      if (!forms) return 'untracked'
      return forms.inFlight === 0 && performance.now() - forms.lastActivity >= quietMs ? 'settled' : false
    },
    FORM_QUIET_MS,
    { timeout: 60_000 },
  )
  if ((await settled.jsonValue()) === 'untracked') {
    throw new Error('the admin page is not tracked: sign in with logInToAdmin, or call trackAdminForms first')
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
 * Adds a row to an array field through its `add` button and opens it. The click waits for a settled form (see
 * `expectAdminFormSettled`); the row (`rowId`, e.g. `conditions-row-0`) must then appear, and the click is repeated
 * only when it did not. The row's fields arrive from a form-state request; a field with `initCollapsed` then closes
 * the row, which is opened once `field` (a field of the row) is there.
 */
export async function addArrayRow(page: Page, add: Locator, rowId: string, field: Locator): Promise<void> {
  const row = page.locator(`[id="${rowId}"]`)
  await expect(row).toHaveCount(0)
  for (let attempt = 1; ; attempt += 1) {
    await expectAdminFormSettled(page)
    await add.click()
    try {
      await expect(row).toBeAttached({ timeout: 10_000 })
      break
    } catch (error) {
      if (attempt === 3 || (await row.count()) > 0) throw error
    }
  }
  // The row's fields come from a form-state request, which can take a while on a busy server.
  await expect(field, `the fields of ${rowId} (still loading if the row shows a placeholder)`).toBeAttached({ timeout: 60_000 })
  const toggle = row.locator(':scope > .collapsible > .collapsible__toggle-wrap > .collapsible__toggle')
  if (/collapsible__toggle--collapsed/.test((await toggle.getAttribute('class')) ?? '')) await toggle.click()
  await expect(field).toBeVisible()
}
