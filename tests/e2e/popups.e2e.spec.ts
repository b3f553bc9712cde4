import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { DEV_USER_EMAILS, devUserPassword } from '../helpers/dev-users'
import { smsCodesTo } from '../helpers/sms-outbox'
import { leadsOf, staffHeaders, uniqueEmail, withLoginLock } from '../helpers/staff-api'

/**
 * The popups in Chromium: the seeded (switched-off) popups are switched on here by the marketing user
 * through REST, one at a time with conditions that fit the test, and restored in `finally`. A timer popup opens
 * on any page after its delay and never again once finished; a UserLead popup's lead reaches the dealership; the
 * phone-verified one verifies by text first; dialogs keep the keyboard inside, close by Escape and the mask and
 * give focus back; the side tab reopens a popup; marketing previews a switched-off popup on any page. Runs alone
 * after the other specs (SETTINGS_SPECS): an enabled popup would open on their pages too.
 */
test.describe.configure({ mode: 'serial' })

type PopupDoc = { id: string; key: string } & Record<string, unknown>
const RESTORED = ['enabled', 'conditions', 'settings', 'button', 'closeButton', 'background', 'content', 'submitted']

async function popupByKey(request: APIRequestContext, key: string): Promise<PopupDoc> {
  const response = await request.get(`/api/popups?depth=0&where[key][equals]=${key}`, {
    headers: await staffHeaders(request, 'marketing'),
  })
  const [doc] = ((await response.json()) as { docs: PopupDoc[] }).docs
  expect(doc, `seeded popup ${key}`).toBeDefined()
  return doc
}

/** Saves changes to a seeded popup as marketing, runs `work`, and puts the popup back as it was. */
async function withPopup(request: APIRequestContext, key: string, changes: Record<string, unknown>, work: () => Promise<void>) {
  const original = await popupByKey(request, key)
  const headers = await staffHeaders(request, 'marketing')
  const saved = await request.patch(`/api/popups/${original.id}`, { data: changes, headers })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    await work()
  } finally {
    const data = Object.fromEntries(RESTORED.map((name) => [name, original[name]]))
    const restored = await request.patch(`/api/popups/${original.id}`, { data, headers })
    expect(restored.status()).toBe(200)
  }
}

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false)
const finishedCookie = async (page: Page) =>
  decodeURIComponent((await page.context().cookies()).find((entry) => entry.name === 'finishedPopups')?.value ?? '')

test('a timer popup opens after its delay on any page, without the script marketing saved, and never again once finished', async ({
  page,
  request,
}) => {
  const html = '<p>Save up to $1,500 this month.</p><script>window.__popupScript = 1</script><p><a href="/contact-us">Ask us</a></p>'
  await withPopup(
    request,
    'spring-savings',
    { enabled: true, conditions: [{ timer: 4 }], content: { type: 'html', title: 'Spring savings event', html } },
    async () => {
      const dialog = page.getByRole('dialog', { name: 'Spring savings event' })
      const started = Date.now()
      await page.goto('/our-company')
      await expect(dialog).toHaveCount(0)
      await expect(dialog).toBeVisible({ timeout: 10_000 })
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_000)
      await expect(dialog.getByText('Save up to $1,500 this month.')).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Ask us' })).toBeVisible()
      await expect(dialog.locator('script')).toHaveCount(0)
      expect(await page.evaluate(() => (window as Window & { __popupScript?: unknown }).__popupScript)).toBeUndefined()
      await expectNoAxeViolations(page)

      await dialog.getByRole('button', { name: 'Got it' }).click()
      await expect(dialog).toBeHidden()
      expect(await finishedCookie(page)).toContain('spring-savings')

      // Finished for good: not after a reload, not on another page (its side tab is gone too).
      for (const next of ['/our-company', '/']) {
        await page.goto(next)
        await page.waitForTimeout(5_000)
        await expect(dialog, next).toHaveCount(0)
        await expect(page.getByRole('button', { name: 'Spring savings', exact: true })).toHaveCount(0)
      }
    },
  )
})

test('keyboard: focus stays in the dialog, Escape and the mask close it and focus returns; the side tab reopens it', async ({
  page,
  request,
}) => {
  await withPopup(request, 'spring-savings', { enabled: true, conditions: [{ timer: 2 }] }, async () => {
    const dialog = page.getByRole('dialog', { name: 'Spring savings event' })
    await page.goto('/vehicle-protection-plans')
    const before = page.getByRole('link').first()
    await before.focus()
    await expect(dialog).toBeVisible({ timeout: 10_000 })
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
    expect(await focusInDialog(page)).toBe(true)

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    for (let press = 0; press < 8; press++) {
      await page.keyboard.press('Tab')
      expect(await focusInDialog(page)).toBe(true)
    }
    await dialog.getByRole('button', { name: 'Close' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Got it' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

    // Escape closes it and focus goes back to where it was before it opened.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(before).toBeFocused()

    // Closed, its side tab is there at once (named by the popup's button text, pulsing for its first 4 s) and
    // reopens it by keyboard.
    const tab = page.getByRole('button', { name: 'Spring savings', exact: true })
    await expect(tab).toBeVisible()
    expect(await tab.evaluate((element) => getComputedStyle(element).animationName)).toBe('attention')
    await expect(tab).toHaveAccessibleDescription('This month’s offer')
    await tab.focus()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(tab).toBeFocused()

    // A click on the dimmed page around it closes it too.
    await tab.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
    await expect(tab).toBeFocused()

    // Dismissed this session, it does not open by itself on the next page; its tab comes after 10 s, and does not
    // pulse for a visitor who asks for reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const started = Date.now()
    await page.goto('/our-company')
    await page.waitForTimeout(3_000)
    await expect(dialog).toHaveCount(0)
    await expect(tab).toHaveCount(0)
    await expect(tab).toBeVisible({ timeout: 12_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000)
    expect(await tab.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')

    // The tab's × switches the popup off for the session.
    await page.getByRole('button', { name: 'Hide the Spring savings tab' }).click()
    await expect(tab).toHaveCount(0)
    await page.reload()
    await page.waitForTimeout(3_000)
    await expect(dialog).toHaveCount(0)
    expect(await finishedCookie(page)).not.toContain('spring-savings')
  })
})

test('a UserLead popup checks the fields and sends a lead that reaches the dealership', async ({ page, request }) => {
  const changes = {
    enabled: true,
    conditions: [{ pages: [{ kind: 'name', match: 'our-company' }] }],
    submitted: { email: 'CONTACT_PURCHASING', innerComponent: 'LeadReceived', timeoutClose: 2 },
  }
  await withPopup(request, 'talk-to-a-specialist', changes, async () => {
    await page.goto('/our-company')
    const dialog = page.getByRole('dialog', { name: 'Talk to a specialist' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(/Comparing a few cars\?/)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(field(dialog, 'First name')).toBeFocused()
    await expect(field(dialog, 'First name')).toHaveAccessibleDescription('Enter your first name.')
    await expect(field(dialog, 'Email')).toHaveAccessibleDescription('This field is required')
    await expect(field(dialog, 'Phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await expectNoAxeViolations(page)

    const email = uniqueEmail('popup-lead')
    await field(dialog, 'First name').fill('Jane')
    await field(dialog, 'Last name').fill('Doe')
    await field(dialog, 'Email').fill(email)
    await field(dialog, 'Phone').pressSequentially('8155550100')
    const posted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith('/api/forms/contact'))
    await dialog.getByRole('button', { name: 'Send' }).click()
    expect((await posted).postDataJSON()).toMatchObject({ inquiryType: 'purchasing', firstName: 'Jane', email })
    await expect(dialog.getByRole('heading', { name: 'Message sent!' })).toBeFocused()
    await expect(dialog).toBeHidden({ timeout: 5_000 })
    expect(await finishedCookie(page)).toContain('talk-to-a-specialist')

    type Lead = { event: string; inquiryType?: string; comments?: string; customer?: { phone?: string } }
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'CONTACT', inquiryType: 'purchasing' })
    expect(lead.comments).toContain('Talk to a specialist')
  })
})

test('a UserLeadPhoneVerification popup verifies the cell phone by text before the lead', async ({ page, request }) => {
  const changes = { enabled: true, conditions: [{ pages: [{ kind: 'path', match: '/our-company' }] }] }
  await withPopup(request, 'verified-price-quote', changes, async () => {
    await page.goto('/our-company')
    const dialog = page.getByRole('dialog', { name: 'Get your price by text' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Verify your cell phone in step 1 to fill in and send this form.')).toBeVisible()
    await expect(field(dialog, 'First name')).toHaveCount(0)

    const digits = `815${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    await field(dialog, 'Cell phone').pressSequentially(digits)
    await field(dialog, 'Cell phone').press('Enter')
    await expect.poll(() => smsCodesTo(`+1${digits}`).length).toBe(1)
    await field(dialog, 'Verification code').fill('000000')
    await field(dialog, 'Verification code').press('Enter')
    await expect(field(dialog, 'Verification code')).toHaveAccessibleDescription(/The code is incorrect/)
    await field(dialog, 'Verification code').fill(smsCodesTo(`+1${digits}`)[0])
    await field(dialog, 'Verification code').press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeFocused()
    await expectNoAxeViolations(page)

    const email = uniqueEmail('popup-verified')
    await field(dialog, 'First name').fill('Juan')
    await field(dialog, 'Last name').fill('Pérez')
    await field(dialog, 'Email').fill(email)
    await dialog.getByRole('button', { name: 'Send' }).click()
    await expect(dialog.getByRole('heading', { name: 'Message sent!' })).toBeFocused()

    type Lead = { event: string; inquiryType?: string; customer?: { phone?: string } }
    await expect.poll(async () => (await leadsOf<Lead>(request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'CONTACT', inquiryType: 'financing' })
    expect(lead.customer?.phone?.replace(/\D/g, '')).toContain(digits)
  })
})

test('marketing previews a switched-off popup on any page from its edit view; visitors never see it', async ({
  page,
  request,
  browser,
}) => {
  const popup = await popupByKey(request, 'spring-savings')
  expect(popup.enabled).toBe(false)
  const path = `/our-company?popup-preview=spring-savings`

  // A visitor asking for the preview gets nothing: no popup on the page, 401 from the preview route.
  const visitor = await browser.newContext()
  const anonymous = await visitor.newPage()
  await anonymous.goto(path)
  await anonymous.waitForLoadState('networkidle')
  await anonymous.waitForTimeout(2_000)
  await expect(anonymous.getByRole('dialog')).toHaveCount(0)
  const refused = await anonymous.request.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
  expect(refused.status()).toBe(401)
  await visitor.close()

  // Signed in to the admin, marketing finds the preview link in the popup's edit view.
  const login = await withLoginLock(() =>
    page.request.post('/api/users/login', { data: { email: DEV_USER_EMAILS.marketing, password: devUserPassword() } }),
  )
  expect(login.status()).toBe(200)
  await page.goto(`/admin/collections/popups/${popup.id}`)
  const link = page.getByRole('link', { name: 'Preview on site' })
  await expect(link).toBeVisible({ timeout: 30_000 })
  await page.getByLabel('Preview on site').fill('/our-company')
  await expect(link).toHaveAttribute('href', `/next/preview?path=${encodeURIComponent(path)}`)

  // The page opens with the popup at once, though it is switched off and its timer is 8 s.
  await page.goto((await link.getAttribute('href')) ?? '')
  await expect(page).toHaveURL(/\/our-company\?popup-preview=spring-savings$/)
  const dialog = page.getByRole('dialog', { name: 'Spring savings event' })
  await expect(dialog).toBeVisible({ timeout: 5_000 })
  await dialog.getByRole('button', { name: 'Got it' }).click()
  await expect(dialog).toBeHidden()
  // A preview remembers nothing in the browser.
  expect(await finishedCookie(page)).not.toContain('spring-savings')
  await page.goto('/next/exit-preview')
})
