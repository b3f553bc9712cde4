import { expect, test, type Locator, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, uniqueEmail } from '../helpers/staff-api'

/**
 * The full credit application at /auto-financing/full-credit-application, in
 * Chromium at the 640 px breakpoint: the multi-step journey with a co-borrower by keyboard, each step's messages
 * from the shared schema, the server's refusals mapped back to their step, axe on every step, and the lead read
 * back through REST as the seeded manager, who sees SSNs and dates of birth only masked.
 */
const PATH = '/auto-financing/full-credit-application'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

type Lead = {
  event: string
  form?: string
  customer?: { firstName?: string; lastName?: string; email?: string; phone?: string }
  payload?: Record<string, unknown> & {
    residence?: unknown[]
    employment?: unknown[]
    coBorrower?: { user?: { firstName?: string }; residence?: unknown[]; employment?: unknown[] }
  }
  sensitive?: Record<string, string | null>
  idempotencyKey?: string
}

test.use({ viewport: { width: 640, height: 1000 } })

const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true })
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true })
const isFormPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/full-credit-application'

/** The step heading, which takes focus on every move and says where the visitor is. */
const stepHeading = (page: Page, number: number, total: number, title: string) =>
  page.getByRole('heading', { level: 2, name: `Step ${number} of ${total}: ${title}`, exact: true })

type Person = { firstName: string; email: string; phone: string; birth: string; ssn: string }

async function fillIdentity(page: Page, person: Person) {
  await field(page, 'First name').fill(person.firstName)
  await field(page, 'Last name').fill('Doe')
  await field(page, 'Email').fill(person.email)
  await field(page, 'Phone').pressSequentially(person.phone)
  await field(page, 'Date of birth').fill(person.birth)
  await field(page, 'Social security number').fill(person.ssn)
}

async function fillResidence(scope: Locator, years: string, months = '0') {
  await field(scope, 'Street address').fill(years === '1' ? '12 Elm St' : '45 Oak Ave')
  await field(scope, 'City').fill('Rockford')
  await field(scope, 'State').fill('IL')
  await field(scope, 'ZIP code').fill('61108')
  await field(scope, 'Housing').selectOption({ label: 'Rent' })
  await field(scope, 'Monthly rent or mortgage (optional)').fill('1,250')
  await field(scope, 'Years at this address').fill(years)
  await field(scope, 'Months at this address').fill(months)
}

async function fillEmployment(scope: Locator, employer: string, years: string, months = '0') {
  await field(scope, 'Employer').fill(employer)
  await field(scope, 'Job title').fill('Machinist')
  await field(scope, 'Income type').selectOption({ label: 'Employed' })
  await field(scope, 'Monthly income').fill('4,800')
  await field(scope, 'Years at this job').fill(years)
  await field(scope, 'Months at this job').fill(months)
}

const applicant = (email: string): Person => ({
  firstName: 'Jane',
  email,
  phone: '8155550100',
  birth: '1985-04-12',
  ssn: '123-45-6789',
})
const coBorrower: Person = {
  firstName: 'John',
  email: 'john.doe@example.com',
  phone: '8155550101',
  birth: '1984-01-30',
  ssn: '234567890',
}

async function openApplication(page: Page) {
  const response = await page.goto(PATH)
  expect(response?.status()).toBe(200)
  await expect(field(page, 'First name')).toBeEnabled()
}

/** Fills every step with a co-borrower (without checks), ending on the review. */
async function fillWholeApplication(page: Page, email: string) {
  await fillIdentity(page, applicant(email))
  await page.getByRole('button', { name: 'Next' }).click()
  await fillResidence(group(page, 'Current address'), '3')
  await page.getByRole('button', { name: 'Next' }).click()
  await fillEmployment(group(page, 'Current employment'), 'Acme Tools', '5')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('checkbox', { name: 'Add a co-borrower' }).check()
  await fillIdentity(page, coBorrower)
  await page.getByRole('button', { name: 'Next' }).click()
  await fillResidence(group(page, 'Current address'), '4')
  await page.getByRole('button', { name: 'Next' }).click()
  await fillEmployment(group(page, 'Current employment'), 'Rockford Schools', '6')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(stepHeading(page, 7, 7, 'Review and submit')).toBeFocused()
}

test.describe('full credit application', () => {
  test('page metadata: title, description and canonical link', async ({ page }) => {
    await page.goto(PATH)
    await expect(page).toHaveTitle(/^Full credit application/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /full credit application/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PATH}$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Full credit application' })).toBeVisible()
  })

  test('applies with a co-borrower by keyboard, step by step, and the manager sees the SSNs masked', async ({ page }) => {
    // Five steps for two people typed key by key, with axe on each: about a minute on the 2-core CI machine beside
    // the other worker, so the default minute cut it off near the end.
    test.setTimeout(150_000)
    await openApplication(page)
    const email = uniqueEmail('credit')
    await expect(stepHeading(page, 1, 5, 'About you')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Application steps' }).locator('[aria-current="step"]')).toContainText('About you')
    await expectNoAxeViolations(page)

    // Step 1, nothing filled: each field's own message, focus on the first.
    await page.getByRole('button', { name: 'Next' }).focus()
    await page.keyboard.press('Enter')
    await expect(field(page, 'First name')).toBeFocused()
    const expected: Array<[string, RegExp]> = [
      ['First name', /^Enter your first name\.$/],
      ['Last name', /^Enter your last name\.$/],
      ['Email', /^This field is required$/],
      ['Phone', /consent to receive calls and text messages.*This field is required$/],
      ['Date of birth', /^This field is required$/],
      ['Social security number', /This field is required$/],
    ]
    for (const [label, message] of expected) {
      await expect(field(page, label), label).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label), label).toHaveAccessibleDescription(message)
    }
    await expect(field(page, 'Middle name (optional)')).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)

    // The SSN is hidden while typed, never autofilled, shown on request; a fixed field loses its error.
    const ssn = field(page, 'Social security number')
    await expect(ssn).toHaveAttribute('type', 'password')
    await expect(ssn).toHaveAttribute('autocomplete', 'off')
    await ssn.fill('666-12-3456')
    await expect(ssn).toHaveAccessibleDescription(/Please enter a valid social security number$/)
    const show = page.getByRole('button', { name: 'Show SSN' })
    await show.press('Enter')
    await expect(show).toHaveAttribute('aria-pressed', 'true')
    await expect(ssn).toHaveAttribute('type', 'text')
    await show.press('Enter')
    await expect(ssn).toHaveAttribute('type', 'password')
    await field(page, 'Date of birth').fill('2015-01-01')
    await expect(field(page, 'Date of birth')).toHaveAccessibleDescription('The applicant must be at least 18 years old')

    await fillIdentity(page, applicant(email))
    await expect(field(page, 'Phone')).toHaveValue('+1 (815) 555-0100')
    await expect(ssn).not.toHaveAttribute('aria-invalid', 'true')
    await ssn.press('Enter')
    await expect(stepHeading(page, 2, 5, 'Where you live')).toBeFocused()

    // Back keeps what was typed, Next checks again and moves on.
    await page.getByRole('button', { name: 'Back' }).press('Enter')
    await expect(stepHeading(page, 1, 5, 'About you')).toBeFocused()
    await expect(field(page, 'First name')).toHaveValue('Jane')
    await expect(ssn).toHaveValue('123-45-6789')
    await ssn.press('Enter')
    await expect(stepHeading(page, 2, 5, 'Where you live')).toBeFocused()

    // Step 2: under two years at the current address asks for the previous one.
    const current = group(page, 'Current address')
    await fillResidence(current, '1', '6')
    await expect(page.getByRole('status').filter({ hasText: 'Less than 2 years at this address' })).toBeVisible()
    const previous = group(page, 'Previous address')
    await expect(previous).toBeVisible()
    await field(current, 'Months at this address').press('Enter')
    await expect(field(previous, 'Street address')).toBeFocused()
    await expect(field(previous, 'Street address')).toHaveAccessibleDescription('This field is required')
    await expect(field(previous, 'Housing')).toHaveAccessibleDescription('This field is required')
    await expect(field(current, 'City')).not.toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
    await fillResidence(previous, '4')
    await field(previous, 'ZIP code').fill('6110')
    await field(previous, 'Months at this address').press('Enter')
    await expect(field(previous, 'ZIP code')).toBeFocused()
    await expect(field(previous, 'ZIP code')).toHaveAccessibleDescription('Please enter a valid ZIP code')
    await field(previous, 'ZIP code').fill('61109')
    await field(previous, 'ZIP code').press('Enter')
    await expect(stepHeading(page, 3, 5, 'Where you work')).toBeFocused()

    // Step 3: five years at the job, no previous one.
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(field(page, 'Employer')).toBeFocused()
    await expect(field(page, 'Monthly income')).toHaveAccessibleDescription(/Please enter a valid number$/)
    await expectNoAxeViolations(page)
    await fillEmployment(group(page, 'Current employment'), 'Acme Tools', '5')
    await expect(group(page, 'Previous employment')).toHaveCount(0)
    await field(page, 'Months at this job').press('Enter')
    await expect(stepHeading(page, 4, 5, 'Co-borrower')).toBeFocused()

    // Step 4: the co-borrower toggle, by Tab and Space, adds their steps.
    await page.keyboard.press('Tab')
    const toggle = page.getByRole('checkbox', { name: 'Add a co-borrower' })
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Space')
    await expect(toggle).toBeChecked()
    await expect(stepHeading(page, 4, 7, 'Co-borrower')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '7 steps in all' })).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(field(page, 'First name')).toBeFocused()
    await expect(field(page, 'Last name')).toHaveAccessibleDescription('Enter your last name.')
    await expectNoAxeViolations(page)
    await fillIdentity(page, coBorrower)
    await field(page, 'Social security number').press('Enter')
    await expect(stepHeading(page, 5, 7, 'Where your co-borrower lives')).toBeFocused()
    await fillResidence(group(page, 'Current address'), '4')
    await expectNoAxeViolations(page)
    await field(page, 'Months at this address').press('Enter')
    await expect(stepHeading(page, 6, 7, 'Where your co-borrower works')).toBeFocused()
    const coJob = group(page, 'Current employment')
    await fillEmployment(coJob, 'Rockford Schools', '0', '8')
    await fillEmployment(group(page, 'Previous employment'), 'Lincoln Middle School', '3')
    await expectNoAxeViolations(page)
    await field(coJob, 'Employer').press('Enter')
    await expect(stepHeading(page, 7, 7, 'Review and submit')).toBeFocused()

    // Review: what will be sent, SSNs as their last four digits only.
    const main = page.getByRole('main')
    await expect(main.getByText('***-**-6789')).toBeVisible()
    await expect(main.getByText('***-**-7890')).toBeVisible()
    await expect(main.getByText('123-45-6789')).toHaveCount(0)
    await expect(main.getByText('04/12/85')).toBeVisible()
    await expect(main.getByText('Previous address', { exact: true })).toBeVisible()
    await expect(main.getByText(/Machinist, Lincoln Middle School/)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Edit Where you live' }).press('Enter')
    await expect(stepHeading(page, 2, 7, 'Where you live')).toBeFocused()
    await expect(field(group(page, 'Previous address'), 'ZIP code')).toHaveValue('61109')
    for (const title of ['Where you work', 'Co-borrower', 'Where your co-borrower lives', 'Where your co-borrower works', 'Review and submit']) {
      await page.getByRole('button', { name: 'Next' }).press('Enter')
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(`: ${title}$`) })).toBeFocused()
    }

    const posted = page.waitForRequest(isFormPost)
    await page.getByRole('button', { name: 'Submit application' }).press('Enter')
    const body = (await posted).postDataJSON() as Record<string, unknown> & { coBorrower: Record<string, unknown[]> }
    expect(body.idempotencyKey).toMatch(UUID)
    expect(new URL(String(body.pageUrl)).pathname).toBe(PATH)
    expect((body.residence as unknown[]).length).toBe(2)
    expect((body.employment as unknown[]).length).toBe(1)
    expect(body.coBorrower.residence.length).toBe(1)
    expect(body.coBorrower.employment.length).toBe(2)

    const live = page.locator('[aria-live="polite"]')
    await expect(live).toContainText('Message sent!')
    await expect(live).toContainText('Thank you! Your submission has been received!')
    await expect(page.getByRole('heading', { level: 2, name: 'Application sent' })).toBeFocused()
    await expectNoAxeViolations(page)

    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(page.request, email)
    expect(lead).toMatchObject({
      event: 'FULL_CREDIT_APP',
      form: 'full-credit-application',
      idempotencyKey: body.idempotencyKey,
      customer: { firstName: 'Jane', lastName: 'Doe', email, phone: '8155550100' },
      sensitive: {
        ssn: '***-**-6789',
        dateOfBirth: '****-**-**',
        coBorrowerSsn: '***-**-7890',
        coBorrowerDateOfBirth: '****-**-**',
      },
    })
    expect(lead.payload?.residence).toHaveLength(2)
    expect(lead.payload?.coBorrower?.user?.firstName).toBe('John')
    expect(lead.payload?.coBorrower?.employment).toHaveLength(2)
    // The clear payload keeps no SSN or birth date anywhere.
    const stored = JSON.stringify(lead.payload)
    for (const secret of ['6789', '7890', '1985-04-12', '1984-01-30', '"ssn"', 'dateOfBirth']) {
      expect(stored).not.toContain(secret)
    }
    // Toasts leave after 5000 ms.
    await expect(live.getByText('Message sent!')).toBeHidden({ timeout: 8_000 })
  })

  test("maps the server's refusals: 503 and 429 in the alert, a 400 field error on its own step", async ({ page }) => {
    const keys: string[] = []
    const answers = [
      { status: 503, json: { ok: false, errors: { _form: 'We could not save your request right now.' } } },
      { status: 429, json: { ok: false, errors: { _form: 'Too many requests. Please try again in 60 seconds.' } } },
      { status: 400, json: { ok: false, errors: { 'coBorrower.residence.0.zipCode': 'The server refuses this ZIP code' } } },
    ]
    await page.route('**/api/forms/full-credit-application', async (route) => {
      keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey)
      const answer = answers.shift()
      await (answer ? route.fulfill(answer) : route.continue())
    })
    await openApplication(page)
    const email = uniqueEmail('credit-refused')
    await fillWholeApplication(page, email)
    const submit = page.getByRole('button', { name: 'Submit application' })
    const live = page.locator('[aria-live="polite"]')

    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'We could not save your request right now.' })).toBeVisible()
    await expect(live).toContainText('Something went wrong')
    await submit.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Too many requests.' })).toBeVisible()

    await submit.click()
    await expect(stepHeading(page, 5, 7, 'Where your co-borrower lives')).toBeVisible()
    const zip = field(page, 'ZIP code')
    await expect(zip).toBeFocused()
    await expect(zip).toHaveAttribute('aria-invalid', 'true')
    await expect(zip).toHaveAccessibleDescription('The server refuses this ZIP code')
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    await zip.fill('61107')
    await zip.press('Enter')
    await page.getByRole('button', { name: 'Next' }).click()
    await submit.click()
    await expect(page.getByRole('heading', { level: 2, name: 'Application sent' })).toBeFocused()
    await expect(live).toContainText('Message sent!')
    expect(keys).toHaveLength(4)
    expect(new Set(keys).size).toBe(1)
    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).map((lead) => lead.idempotencyKey)).toEqual([keys[0]])
  })

  test('without a co-borrower the review says so and the lead has none', async ({ page }) => {
    await openApplication(page)
    const email = uniqueEmail('credit-solo')
    await fillIdentity(page, applicant(email))
    await page.getByRole('button', { name: 'Next' }).click()
    await fillResidence(group(page, 'Current address'), '3')
    await page.getByRole('button', { name: 'Next' }).click()
    await fillEmployment(group(page, 'Current employment'), 'Acme Tools', '5')
    await page.getByRole('button', { name: 'Next' }).click()
    // A co-borrower added and removed again leaves nothing behind.
    const toggle = page.getByRole('checkbox', { name: 'Add a co-borrower' })
    await toggle.check()
    await field(page, 'First name').fill('Someone')
    await toggle.uncheck()
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(stepHeading(page, 5, 5, 'Review and submit')).toBeFocused()
    await expect(page.getByRole('region', { name: 'Co-borrower' })).toContainText('None')
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Application sent' })).toBeFocused()
    await expect.poll(async () => (await leadsOf<Lead>(page.request, email)).length).toBe(1)
    const [lead] = await leadsOf<Lead>(page.request, email)
    expect(lead.payload?.coBorrower).toBeUndefined()
    expect(lead.sensitive).toMatchObject({ ssn: '***-**-6789', coBorrowerSsn: null })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('renders the form disabled and says whom to call', async ({ page }) => {
      await page.goto(PATH)
      const notice = page.locator('noscript p')
      await expect(notice).toBeVisible()
      await expect(notice).toContainText('The credit application needs JavaScript. Please call us to apply')
      await expect(field(page, 'First name')).toBeDisabled()
    })
  })
})
