import { expect, test, type Locator, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { smsCodesTo } from '../helpers/sms-outbox'
import { leadsOf, staffHeaders, uniqueEmail } from '../helpers/staff-api'

/**
 * The two pre-approval pages in Chromium at the 640 px breakpoint: apply-for-financing (layout from the
 * preApproved setting, the "unchanged" second post) and the phone-verified free credit score pre-approval, whose
 * codes are read from the e2e server's SMS outbox. Leads are read back through REST as the seeded manager.
 */
type Lead = {
  id: string
  event: string
  form?: string
  vehicle?: string | null
  customer?: { firstName?: string; lastName?: string; email?: string; phone?: string }
  payload?: Record<string, unknown>
}

const APPLY = '/auto-financing/apply-for-financing'
const CREDIT = '/auto-financing/free-credit-score-pre-approval'

test.use({ viewport: { width: 640, height: 1000 } })

/** A 10-digit number no other test texts, so the per-phone SMS limit never meets another run. */
const uniquePhone = () => `815${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const isFormPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/apply-financing'

async function fillApplicant(page: Page, email: string) {
  await field(page, 'First name').fill('Dana')
  await field(page, 'Last name').fill('Rivera')
  await field(page, 'Email').fill(email)
}

async function fillOptional(page: Page) {
  await field(page, 'Street address').fill('123 Main St')
  await field(page, 'City').fill('Rockford')
  await field(page, 'State').fill('IL')
  await field(page, 'ZIP code').fill('61108')
  await field(page, 'Down payment ($)').fill('2,000')
  await field(page, 'Credit score estimate').selectOption('Good')
}

test.describe('apply for financing', () => {
  test('has its title, description, canonical link and no axe violations', async ({ page }) => {
    const response = await page.goto(APPLY)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Get pre-approved for auto financing' })).toBeVisible()
    await expect(page).toHaveTitle(/^Get pre-approved for auto financing/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${APPLY}$`))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /no impact on your credit score/)
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await expect(field(page, 'First name')).toBeEnabled()
    await expectNoAxeViolations(page)
  })

  test('sends by keyboard, stores the lead, and says a repeat is already on file', async ({ page }) => {
    const stock = await page.request.get('/api/vehicles?limit=1&depth=0&where[status][equals]=available')
    type Listed = { id: string; vin: string; year: number; make: string }
    const [vehicle] = ((await stock.json()) as { docs: Listed[] }).docs
    await page.goto(`${APPLY}?vin=${vehicle.vin.toLowerCase()}`)
    await expect(page.getByText(`Vehicle: ${vehicle.year} ${vehicle.make}`)).toBeVisible()
    await expect(field(page, 'First name')).toBeEnabled()

    const email = uniqueEmail('apply')
    await fillApplicant(page, email)
    await field(page, 'Phone').pressSequentially('8155550123')
    await fillOptional(page)
    await field(page, 'Credit score estimate').press('Tab')
    await expect(page.getByRole('button', { name: 'Get pre-approved' })).toBeFocused()

    const posted = page.waitForRequest(isFormPost)
    await page.keyboard.press('Enter')
    const body = (await posted).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ variant: 'apply-for-financing', vehicleId: vehicle.id, email })

    const live = page.locator('[aria-live="polite"]')
    await expect(live).toContainText('Application received')
    const form = page.getByRole('form', { name: 'Get pre-approved for auto financing' })
    await expect(form.getByText('Thank you! Your pre-approval application was sent.')).toBeVisible()
    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(page.request, email)
    expect(lead).toMatchObject({
      event: 'APPLY_FINANCING',
      vehicle: vehicle.id,
      customer: { firstName: 'Dana', lastName: 'Rivera', email },
      payload: {
        variant: 'apply-for-financing',
        downPayment: 2000,
        creditScore: 'Good',
        homeAddress: { address: '123 Main St', city: 'Rockford', state: 'IL', zipCode: '61108' },
      },
    })

    // The same data again answers 200 without sending; the visitor is told it is on file.
    const again = page.waitForResponse((response) => isFormPost(response.request()))
    await page.getByRole('button', { name: 'Get pre-approved' }).click()
    const answer = await again
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toEqual({ ok: true, unchanged: true })
    await expect(live).toContainText('Application already on file')
    await expect(form.getByText('We already have this application from you')).toBeVisible()
    await expect(form.getByText('Thank you! Your pre-approval application was sent.')).toHaveCount(0)
    expect(await leadsOf<Lead>(page.request, email)).toHaveLength(1)

    // A changed detail is a new application.
    await field(page, 'Down payment ($)').fill('3000')
    await page.getByRole('button', { name: 'Get pre-approved' }).click()
    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).length).toBe(2)
  })

  test('shows the SPEC messages on the fields, focuses the first, and posts nothing', async ({ page }) => {
    await page.goto(APPLY)
    const posts: Request[] = []
    page.on('request', (request) => {
      if (isFormPost(request)) posts.push(request)
    })
    await expect(field(page, 'First name')).toBeEnabled()
    await page.getByRole('button', { name: 'Get pre-approved' }).press('Enter')

    await expect(field(page, 'First name')).toBeFocused()
    const expected: Array<[string, RegExp]> = [
      ['First name', /^Enter your first name\.$/],
      ['Last name', /^Enter your last name\.$/],
      ['Email', /^This field is required$/],
      ['Phone', /This field is required$/],
    ]
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label), label).toHaveAccessibleDescription(message)
    }
    await expect(field(page, 'City')).not.toHaveAttribute('aria-required', 'true')

    await field(page, 'Email').fill('dana@example')
    await field(page, 'Phone').pressSequentially('815555')
    await field(page, 'ZIP code').fill('6110')
    await field(page, 'Down payment ($)').fill('lots')
    await page.getByRole('button', { name: 'Get pre-approved' }).click()
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address')
    await expect(field(page, 'Phone')).toHaveAccessibleDescription(/Please enter a valid phone number$/)
    await expect(field(page, 'ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP code')
    await expect(field(page, 'Down payment ($)')).toHaveAccessibleDescription('Please enter a valid number')
    await expectNoAxeViolations(page)
    expect(posts).toHaveLength(0)
  })

  test('shows a 429 and a 503 from the server, and a 400 on its field', async ({ page }) => {
    await page.goto(APPLY)
    const answers = [
      { status: 429, json: { ok: false, errors: { _form: 'Too many submissions. Please try again in 10 minutes.' } } },
      { status: 503, json: { ok: false, errors: { _form: 'We could not save your request right now.' } } },
      { status: 400, json: { ok: false, errors: { 'homeAddress.zipCode': 'Please enter a valid ZIP code' } } },
    ]
    await page.route('**/api/forms/apply-financing', (route) => route.fulfill(answers.shift() ?? answers[0]))
    await expect(field(page, 'First name')).toBeEnabled()
    await fillApplicant(page, uniqueEmail('refused'))
    await field(page, 'Phone').pressSequentially('8155550124')
    const submit = page.getByRole('button', { name: 'Get pre-approved' })
    const live = page.locator('[aria-live="polite"]')

    await submit.click()
    const tooMany = 'Too many submissions. Please try again in 10 minutes.'
    await expect(page.getByRole('alert').filter({ hasText: tooMany })).toBeVisible()
    await expect(live).toContainText('Something went wrong')
    await expect(live).toContainText('There was an error saving your information.')
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'We could not save your request right now.' })).toBeVisible()
    await submit.click()
    await expect(field(page, 'ZIP code')).toBeFocused()
    await expect(field(page, 'ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP code')
  })

  test('uses the minimal layout while the preApproved setting is off', async ({ page }) => {
    const headers = await staffHeaders(page.request)
    const save = (preApproved: boolean) =>
      page.request.post('/api/globals/page-toggles', { headers, data: { preApproved } })
    await page.goto(APPLY)
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible()
    try {
      expect((await save(false)).status()).toBe(200)
      await expect
        .poll(async () => {
          await page.goto(APPLY)
          return page.getByRole('navigation', { name: 'Footer' }).count()
        })
        .toBe(0)
      await expect(page.getByRole('heading', { level: 1, name: 'Get pre-approved for auto financing' })).toBeVisible()
      await expect(page.getByRole('link', { name: /Call sales/ }).first()).toBeVisible()
      await expectNoAxeViolations(page)
    } finally {
      expect((await save(true)).status()).toBe(200)
    }
  })
})

/** Asks for a code for a new number and enters it; returns the number's digits. */
async function verifyPhone(page: Page): Promise<string> {
  const digits = uniquePhone()
  await expect(field(page, 'Cell phone')).toBeEnabled()
  await field(page, 'Cell phone').pressSequentially(digits)
  await field(page, 'Cell phone').press('Enter')
  await expect.poll(() => smsCodesTo(`+1${digits}`).length).toBe(1)
  await field(page, 'Verification code').fill(smsCodesTo(`+1${digits}`)[0])
  await field(page, 'Verification code').press('Enter')
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeFocused()
  return digits
}

test.describe('free credit score pre-approval', () => {
  test('has its title, canonical link and no axe violations, and asks for the phone first', async ({ page }) => {
    const response = await page.goto(CREDIT)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Free credit score pre-approval' })).toBeVisible()
    await expect(page).toHaveTitle(/^Free credit score pre-approval/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${CREDIT}$`))
    await expect(field(page, 'Cell phone')).toHaveAccessibleDescription(/consent to receive calls and text messages/)
    await expect(page.getByText('Verify your cell phone in step 1 to fill in and send this form.')).toBeVisible()
    await expect(field(page, 'First name')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('shows the SPEC messages of phone verification', async ({ page }) => {
    await page.goto(CREDIT)
    const phone = field(page, 'Cell phone')
    await expect(phone).toBeEnabled()
    await page.getByRole('button', { name: 'Text me a code' }).click()
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAccessibleDescription(/Phone number is required$/)
    await phone.pressSequentially('815555')
    await phone.press('Enter')
    await expect(phone).toHaveAccessibleDescription(/Phone number is invalid by regex$/)

    await phone.fill('')
    await phone.pressSequentially(uniquePhone())
    await phone.press('Enter')
    const code = field(page, 'Verification code')
    await expect(code).toBeFocused()
    await page.getByRole('button', { name: 'Verify code' }).click()
    await expect(code).toHaveAccessibleDescription(/Code is required$/)
    await code.fill('123')
    await code.press('Enter')
    await expect(code).toHaveAccessibleDescription(/Code must be 6 digits$/)
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })

  test('verifies the phone by SMS code (wrong code, new code, right code), then sends it', async ({ page }) => {
    await page.goto(CREDIT)
    const digits = uniquePhone()
    const to = `+1${digits}`
    await expect(field(page, 'Cell phone')).toBeEnabled()
    await field(page, 'Cell phone').pressSequentially(digits)
    await field(page, 'Cell phone').press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'We sent a 6-digit code to' })).toBeVisible()
    await expect.poll(() => smsCodesTo(to).length).toBe(1)
    const [first] = smsCodesTo(to)

    const code = field(page, 'Verification code')
    await expect(code).toBeFocused()
    await code.fill(first === '000000' ? '111111' : '000000')
    await code.press('Enter')
    await expect(code).toHaveAccessibleDescription(/The code is incorrect\. 4 tries left\.$/)
    await expect(code).toBeFocused()

    // The form takes the code once the server has answered the new-code request (it is busy until then).
    const resent = page.waitForResponse((response) => response.url().endsWith('/api/customer/phoneValidation'))
    await page.getByRole('button', { name: 'Send a new code' }).click()
    expect((await resent).status()).toBe(200)
    await expect.poll(() => smsCodesTo(to).length).toBe(2)
    // The answer has arrived; the form is free again once it re-enables its buttons (an Enter before that is ignored).
    await expect(page.getByRole('button', { name: 'Send a new code' })).toBeEnabled()
    const latest = smsCodesTo(to)[1]
    await code.fill(latest)
    await code.press('Enter')
    const masked = `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    await expect(page.getByRole('status').filter({ hasText: 'Your phone number is verified.' })).toBeVisible()
    await expect(page.getByText(`${masked} is verified.`)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeFocused()
    await expect(page.getByText(`Verified phone: ${masked}`)).toBeVisible()

    const email = uniqueEmail('credit')
    await fillApplicant(page, email)
    await fillOptional(page)
    await field(page, 'Monthly income before taxes ($)').fill('4,500')
    const posted = page.waitForRequest(isFormPost)
    await page.getByRole('button', { name: 'Get my free pre-approval' }).press('Enter')
    expect((await posted).postDataJSON()).toMatchObject({ variant: 'free-credit-score-pre-approval', email })
    await expect(page.locator('[aria-live="polite"]')).toContainText('Application received')
    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(page.request, email)
    expect(lead).toMatchObject({
      event: 'APPLY_FINANCING',
      customer: { firstName: 'Dana', email },
      payload: { variant: 'free-credit-score-pre-approval', phone: digits, monthlyIncome: 4500 },
    })
    await expectNoAxeViolations(page)
  })

  test('the server refuses a pre-approval whose phone was not verified in this browser', async ({ request }) => {
    const response = await request.post('/api/forms/apply-financing', {
      data: {
        idempotencyKey: crypto.randomUUID(),
        pageUrl: CREDIT,
        variant: 'free-credit-score-pre-approval',
        firstName: 'Dana',
        lastName: 'Rivera',
        email: uniqueEmail('unverified'),
        phone: uniquePhone(),
      },
    })
    expect(response.status()).toBe(403)
    expect(await response.json()).toEqual({
      ok: false,
      errors: { phone: 'Verify your phone number with the code we text you, then send the form again.' },
    })
  })

  test('shows the server rate limit and expired-code messages on their fields', async ({ page }) => {
    await page.goto(CREDIT)
    const digits = uniquePhone()
    await expect(field(page, 'Cell phone')).toBeEnabled()
    await field(page, 'Cell phone').pressSequentially(digits)
    await field(page, 'Cell phone').press('Enter')
    const resend = page.getByRole('button', { name: 'Send a new code' })
    // Three codes per number in 10 minutes (src/lib/phone-verification/policy.ts); the fourth is refused.
    for (const sent of [1, 2, 3]) {
      if (sent > 1) await resend.click()
      await expect.poll(() => smsCodesTo(`+1${digits}`).length).toBe(sent)
    }
    await resend.click()
    await expect(field(page, 'Cell phone')).toHaveAccessibleDescription(
      /Too many codes were requested\. Please try again in 10 minutes\.$/,
    )
    await expect(field(page, 'Cell phone')).toBeFocused()
    expect(smsCodesTo(`+1${digits}`)).toHaveLength(3)

    // A code past its 10 minutes: the server's answer, played here rather than waited for.
    const expired = 'This code has expired. Please request a new code.'
    await page.route('**/api/customer/phoneValidation', (route) =>
      route.fulfill({ status: 400, json: { success: false, error: { code: expired }, message: expired } }),
    )
    await field(page, 'Verification code').fill('123456')
    await field(page, 'Verification code').press('Enter')
    await expect(field(page, 'Verification code')).toHaveAccessibleDescription(new RegExp(`${expired}$`))
    await expectNoAxeViolations(page)
  })

  test('a verification the server no longer accepts sends the visitor back to step 1', async ({ page }) => {
    await page.goto(CREDIT)
    await verifyPhone(page)
    const lapsed = 'Verify your phone number with the code we text you, then send the form again.'
    await page.route('**/api/forms/apply-financing', (route) =>
      route.fulfill({ status: 403, json: { ok: false, errors: { phone: lapsed } } }),
    )
    await fillApplicant(page, uniqueEmail('lapsed'))
    await page.getByRole('button', { name: 'Get my free pre-approval' }).click()
    const phone = field(page, 'Cell phone')
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAccessibleDescription(new RegExp(`${lapsed}$`))
    await expect(field(page, 'First name')).toBeDisabled()
    await expect(field(page, 'First name')).toHaveValue('Dana')
    await expect(page.getByRole('button', { name: 'Text me a code' })).toBeVisible()
  })
})
