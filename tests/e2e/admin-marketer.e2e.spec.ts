import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'

import { addArrayRow, expectAdminFormSettled, expectCodeEditorReady, logInToAdmin, watchAdminProblems } from '../helpers/admin-ui'
import { staffHeaders, uniqueEmail } from '../helpers/staff-api'

/**
 * Marketing in the admin, offline and under the admin's CSP: the code and JSON fields (a popup's HTML body and
 * style, its conditions' ad values, an experiment's variant settings, a lead's ad values) open their editor, which
 * the site serves itself; a popup whose body is typed there shows to a first-time shopper. No admin page visited
 * loads anything from another origin, breaks a CSP rule, logs to the console or throws. Runs alone after the
 * other specs (SETTINGS_SPECS): the enabled popup would open on their pages too.
 */
// Payload's admin renders slowly on the shared 2-core machine: each test gets twice the default time.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`
const POPUP = {
  name: `Welcome offer ${suffix}`,
  key: `welcome-offer-${suffix}`,
  title: 'Welcome to Rock River Auto',
  path: '/our-company',
}
const BODY = 'First visit? Ask for our welcome oil change.'

/** A shopper who has never been here: no cookies but the cookie banner's answer (the banner would sit over the popup). */
async function firstTimeShopper(browser: Browser, baseURL: string) {
  const host = new URL(baseURL).hostname
  const consent = (name: string, value: string) =>
    ({ name, value, domain: host, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }) as const
  return browser.newContext({
    baseURL,
    storageState: { cookies: [consent('displayCookies', 'hide'), consent('allowCookies', 'essential,functional,analytics,targeting')], origins: [] },
  })
}

async function deletePopup(request: APIRequestContext, id: string | undefined) {
  if (!id) return
  const deleted = await request.delete(`/api/popups/${id}`, { headers: await staffHeaders(request, 'marketing') })
  expect(deleted.status()).toBe(200)
}

test('marketing types an HTML popup in the admin and a first-time shopper sees it; no admin page breaks a rule', async ({
  browser,
  context,
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin
  const watch = await watchAdminProblems(context, origin)
  let popupId: string | undefined
  try {
    await logInToAdmin(page, 'marketing')
    await expect(page.getByRole('link', { name: 'Popups' }).first()).toBeVisible()

    await page.goto('/admin/collections/popups')
    await expect(page.getByRole('link', { name: 'Unlock inventory' })).toBeVisible()

    await page.goto('/admin/collections/popups/create')
    await expectAdminFormSettled(page)
    await page.locator('#field-name').fill(POPUP.name)
    await page.locator('#field-key').fill(POPUP.key)

    // Shown on one page to everyone who has not finished it.
    await addArrayRow(page, page.getByRole('button', { name: 'Add Condition' }), 'conditions-row-0', page.locator('#field-conditions__0__isLead'))
    const match = page.locator('#field-conditions__0__pages__0__match')
    await addArrayRow(page, page.getByRole('button', { name: 'Add Page' }), 'conditions-0-pages-row-0', match)
    await match.fill(POPUP.path)
    // The condition's ad-values rule is a JSON field: its editor loads too.
    await expectCodeEditorReady(page.locator('.json-field', { has: page.locator('#field-conditions__0__adsValues') }))

    await page.locator('#field-content__type .rs__control').click()
    await page.getByRole('option', { name: 'HTML', exact: true }).click()
    await page.locator('#field-content__title').fill(POPUP.title)
    const body = await expectCodeEditorReady(page.locator('.code-field', { has: page.locator('#field-content__html') }))
    await body.click()
    await page.keyboard.type(`<p>${BODY}</p>`)
    await expectCodeEditorReady(page.locator('.json-field', { has: page.locator('#field-content__style') }))

    // Popups keep drafts: publishing is what puts the popup on the site (plain Save where drafts are off).
    await page.getByRole('button', { name: /^(Publish changes|Publish|Save)$/ }).first().click()
    await expect(page.getByText(/^(Popup successfully created|Updated successfully)\.$/)).toBeVisible({ timeout: 30_000 })
    // The edit view takes the new popup's address once it is created.
    await expect(page).toHaveURL(/\/admin\/collections\/popups\/(?!create$)[^/?#]+$/)
    popupId = new URL(page.url()).pathname.split('/').pop()

    // What was typed is what was stored (sanitised on save, which keeps a paragraph of text as it is).
    const stored = await request.get(`/api/popups/${popupId}?depth=0`, { headers: await staffHeaders(request, 'marketing') })
    expect(((await stored.json()) as { content: { html: string } }).content.html).toBe(`<p>${BODY}</p>`)

    // Reopened, the saved popup's editors load again with the stored body.
    await page.reload()
    const reopened = await expectCodeEditorReady(page.locator('.code-field', { has: page.locator('#field-content__html') }))
    await expect(reopened).toContainText(BODY)

    const experiments = await request.get('/api/experiments?depth=0&where[name][equals]=finance-term-48', {
      headers: await staffHeaders(request, 'marketing'),
    })
    const [experiment] = ((await experiments.json()) as { docs: { id: string }[] }).docs
    await page.goto(`/admin/collections/experiments/${experiment.id}`)
    const settings = await expectCodeEditorReady(page.locator('.json-field', { has: page.locator('#field-variants__1__settings') }))
    await expect(settings).toContainText('financeTerm')

    const shopperContext = await firstTimeShopper(browser, origin)
    try {
      const shopper = await shopperContext.newPage()
      await shopper.goto(POPUP.path)
      const dialog = shopper.getByRole('dialog', { name: POPUP.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(BODY)).toBeVisible()
    } finally {
      await shopperContext.close()
    }

    expect(watch.problems()).toEqual([])
  } finally {
    await deletePopup(request, popupId)
  }
})

test("the manager's lead view shows the lead's ad values in their editor, with no rule broken", async ({ context, page, request, baseURL }) => {
  const watch = await watchAdminProblems(context, new URL(baseURL ?? '').origin)
  const created = await request.post('/api/leads?depth=0', {
    headers: await staffHeaders(request, 'admin'),
    data: {
      event: 'CONTACT',
      customer: { firstName: 'Ada', lastName: 'Values', email: uniqueEmail('ad-values') },
      adsValues: { utm_source: 'newsletter', gclid: 'gclid-from-the-ad' },
    },
  })
  expect(created.status()).toBe(201)
  const lead = ((await created.json()) as { doc: { id: string } }).doc

  await logInToAdmin(page, 'manager')
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const adsValues = await expectCodeEditorReady(page.locator('.json-field', { has: page.locator('#field-adsValues') }))
  await expect(adsValues).toContainText('gclid-from-the-ad')
  expect(watch.problems()).toEqual([])
})
