import { expect, test, type Locator, type Page, type Request } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { leadsOf, uniqueEmail } from '../helpers/staff-api'

/**
 * The sell-or-trade pages in Chromium at the 640 px breakpoint: the landing page's pitch and comparison
 * table, and the your-vehicle wizard completed by keyboard only (VIN path) up to the offer the server computed,
 * with axe-core on every step. The lead is read back through the REST API as the seeded manager.
 */
test.use({ viewport: { width: 640, height: 1000 } })

const WIZARD = '/sell-trade-my-car/your-vehicle'
// A 2021 Honda (model year code M, WMI 1HG) whose check digit holds; the same VIN with position 9 changed fails it.
const VIN = '1HGCV1F37MA000777'
const WRONG_CHECK_DIGIT_VIN = '1HGCV1F31MA000777'

type StoredOffer = {
  validUntil: string
  safetyNote: string
  offers: { type: string; amount?: number; reservePrice?: number }[]
}
type Lead = {
  event: string
  form: string
  payload: {
    trade: { vin?: string; year: number; make: string; model: string; mileage: number }
    answers: Record<string, unknown>
    valuation: { method: string; prices: Record<string, number>; explanation: string[] } | null
    offer: StoredOffer | null
  }
}

const isPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/forms/sell-trade'
const stepHeading = (page: Page) => page.locator('#trade-step-heading')

/** Presses Tab (only the keyboard) until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** Waits until the wizard hydrated (its fieldset is enabled), so keys reach React. */
async function openWizard(page: Page) {
  const response = await page.goto(WIZARD)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
}

const question = (page: Page, name: string | RegExp) => page.getByRole('radiogroup', { name })
/** A choice chip: its radio is visually hidden inside the label, which takes the click. */
const chip = (page: Page, name: string) =>
  page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })

test.describe('sell or trade landing page', () => {
  test('shows the pitch, the comparison table in words and a call to the wizard', async ({ page }) => {
    const response = await page.goto('/sell-trade-my-car')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(/Sell or trade your car/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sell-trade-my-car$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/60 seconds/).first()).toBeVisible()
    await expect(page.getByText(/7 days/).first()).toBeVisible()

    const table = page.getByRole('table')
    await expect(table.locator('caption')).not.toBeEmpty()
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(4)
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(7)
    // Every answer is written out (the marks are hidden from assistive technology).
    const cells = await table.locator('tbody td').allInnerTexts()
    expect(cells).toHaveLength(21)
    for (const cell of cells) expect(cell).toMatch(/(Yes|Sometimes|No)$/)
    await expectNoAxeViolations(page)

    await page.getByRole('link', { name: /offer/i }).first().click()
    await expect(page).toHaveURL(/\/sell-trade-my-car\/your-vehicle$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Get your instant offer' })).toBeVisible()
  })
})

test.describe('your-vehicle wizard', () => {
  test('by keyboard only: VIN, questionnaire, contact details, then the offer; the lead carries it', async ({
    page,
    request,
  }) => {
    await openWizard(page)
    await expect(page).toHaveTitle(/Get your instant offer/)
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Tell us about your car')
    await expectNoAxeViolations(page)

    // Step 1: trade it in, by VIN (the default), model and mileage.
    await tabTo(page, page.getByRole('radio', { name: 'Sell it' }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Trade it in' })).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('radio', { name: 'By VIN' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('VIN', { exact: true })).toBeFocused()
    await page.keyboard.type(WRONG_CHECK_DIGIT_VIN)
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('VIN', { exact: true })).toBeFocused()
    await expect(page.getByLabel('VIN', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('VIN', { exact: true })).toHaveAccessibleDescription(/check-digit test/)
    await page.keyboard.press('Control+A')
    await page.keyboard.type(VIN)
    await expect(page.getByRole('status').filter({ hasText: 'VIN accepted' })).toHaveText('VIN accepted: a 2021 Honda.')
    // The VIN gave the year and make: only the model is asked.
    await expect(page.getByLabel('Year', { exact: true })).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Model', { exact: true })).toBeFocused()
    await page.keyboard.type('Accord')
    await tabTo(page, page.getByLabel('Mileage', { exact: true }))
    await page.keyboard.type('40000')
    await page.keyboard.press('Enter')

    // Step 2: condition. The heading takes focus and announces the step.
    await expect(stepHeading(page)).toBeFocused()
    await expect(stepHeading(page)).toHaveText('Step 2 of 5: Vehicle condition')
    await expectNoAxeViolations(page)
    await tabTo(page, page.getByRole('radio', { name: /^Great/ }))
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /^Good/ })).toBeChecked()
    await tabTo(page, page.getByRole('radio', { name: 'No accidents' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByLabel('Are any warning lights on?'))
    await page.keyboard.type('None')
    await expect(page.getByLabel('Are any warning lights on?')).toHaveValue('none')
    await tabTo(page, page.getByRole('radio', { name: 'Yes' }))
    await page.keyboard.press('Space')
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')

    // Step 3: optional details.
    await expect(stepHeading(page)).toHaveText('Step 3 of 5: Tires and keys')
    await expect(stepHeading(page)).toBeFocused()
    await expectNoAxeViolations(page)
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')

    // Step 4: ownership; owning it outright reveals the title question.
    await expect(stepHeading(page)).toHaveText('Step 4 of 5: Loan and ownership')
    await expect(question(page, /Do you have the title/)).toHaveCount(0)
    await tabTo(page, page.getByRole('radio', { name: 'No, I own it outright' }))
    await page.keyboard.press('Space')
    await expect(question(page, 'Do you have the title? (optional)')).toBeVisible()
    await expectNoAxeViolations(page)
    await tabTo(page, page.getByRole('button', { name: 'Continue' }))
    await page.keyboard.press('Enter')

    // Step 5: contact details with the cell-phone consent disclaimer.
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Your contact details')
    await expect(stepHeading(page)).toBeFocused()
    const email = uniqueEmail('trade')
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused()
    await page.keyboard.type('Jane')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Doe')
    await page.keyboard.press('Tab')
    await page.keyboard.type(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type('8155550100')
    await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(/consent to receive calls/)
    await expectNoAxeViolations(page)
    const posted = page.waitForRequest(isPost)
    const answered = page.waitForResponse((response) => isPost(response.request()))
    await page.keyboard.press('Enter')
    const body = (await posted).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({ intent: 'trade', trade: { vin: VIN, year: '2021', make: 'Honda', model: 'Accord' } })
    expect((await answered).status()).toBe(201)

    // The offer the server computed.
    await expect(stepHeading(page)).toHaveText('Your offer')
    await expect(stepHeading(page)).toBeFocused()
    await expect(page.getByText(/^Offer valid until \w+day, \w+ \d+, \d{4}\.$/)).toBeVisible()
    await expect(page.getByText('The vehicle must drive over 50 miles.')).toBeVisible()
    await expectNoAxeViolations(page)

    const [lead] = await leadsOf<Lead>(request, email)
    expect(lead).toMatchObject({ event: 'SELL_OR_TRADE', form: 'sell-trade' })
    expect(lead.payload.trade).toMatchObject({ vin: VIN, year: 2021, make: 'Honda', model: 'Accord', mileage: 40000 })
    expect(lead.payload.answers).toMatchObject({ 'overall-condition': 'good', 'finance-type': 'none' })
    expect(lead.payload.valuation?.explanation.length).toBeGreaterThan(0)
    const offer = lead.payload.offer
    expect(offer?.offers.length).toBeGreaterThan(0)
    for (const entry of offer?.offers ?? []) {
      const title = { 'cash-now': 'Cash now', 'more-cash-later': 'More cash later', 'bring-in': 'Bring it in' }[
        entry.type
      ]
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
      const amount = entry.amount ?? entry.reservePrice
      if (amount) await expect(page.getByText(`$${amount.toLocaleString('en-US')}`, { exact: true })).toBeVisible()
    }
  })

  test('a conditional question appears only while its condition holds; hidden answers are not sent', async ({
    page,
  }) => {
    await openWizard(page)
    await chip(page, 'Sell it').click()
    await chip(page, 'By year, make and model').click()
    await page.getByLabel('Year', { exact: true }).fill('2014')
    await page.getByLabel('Make', { exact: true }).fill('Toyota')
    await page.getByLabel('Model', { exact: true }).fill('Camry')
    await page.getByLabel('Mileage', { exact: true }).fill('98,000')
    await expect(page.getByLabel('VIN', { exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Continue' }).click()

    const details = page.getByLabel('Tell us about the damage and repairs. (optional)')
    await expect(details).toHaveCount(0)
    await page.getByRole('radio', { name: /^Minor/ }).check()
    await expect(details).toBeVisible()
    await expectNoAxeViolations(page)
    await details.fill('Scratched bumper, repainted.')
    await page.getByRole('radio', { name: 'No accidents' }).check()
    await expect(details).toHaveCount(0)

    // Required questions: the first unanswered one takes focus with its message.
    await page.getByRole('button', { name: 'Continue' }).click()
    const condition = question(page, 'What is the overall condition of your vehicle?')
    await expect(condition).toHaveAttribute('aria-invalid', 'true')
    await expect(condition).toHaveAccessibleDescription('This field is required')
    await expect(page.getByRole('radio', { name: /^Great/ })).toBeFocused()
    await page.getByRole('radio', { name: /^Fair/ }).check()
    await page.getByLabel('Are any warning lights on?').selectOption('check-engine')
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    // A loan makes the payoff required.
    await page.getByRole('radio', { name: 'Yes, a loan' }).check()
    const payoff = page.getByLabel('What is your approximate payoff amount?')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(payoff).toBeFocused()
    await expect(payoff).toHaveAccessibleDescription(/This field is required/)
    await payoff.fill('$4,500')
    await page.getByRole('button', { name: 'Continue' }).click()

    // Back keeps every answer.
    await expect(stepHeading(page)).toHaveText('Step 5 of 5: Your contact details')
    for (let step = 5; step > 1; step--) await page.getByRole('button', { name: 'Back' }).click()
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Tell us about your car')
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Camry')
    for (let step = 1; step < 5; step++) await page.getByRole('button', { name: 'Continue' }).click()

    await page.getByLabel('First name', { exact: true }).fill('Jane')
    await page.getByLabel('Last name', { exact: true }).fill('Doe')
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('trade-conditional'))
    await page.getByLabel('Phone', { exact: true }).pressSequentially('8155550100')
    const posted = page.waitForRequest(isPost)
    await page.getByRole('button', { name: 'Get my offer' }).click()
    const body = (await posted).postDataJSON() as { answers: Record<string, unknown> }
    expect(body.answers).toEqual({
      'overall-condition': 'fair',
      'accident-history': 'none',
      'warning-lights': 'check-engine',
      'drives-over-50': 'yes',
      'finance-type': 'loan',
      'payoff-amount': 4500,
    })
    await expect(stepHeading(page)).toHaveText('Your offer')
  })

  test('shows the server refusals: 429, 503 and a field error on an earlier step', async ({ page }) => {
    await openWizard(page)
    await chip(page, 'Trade it in').click()
    await page.getByLabel('VIN', { exact: true }).fill(VIN)
    await page.getByLabel('Model', { exact: true }).fill('Civic')
    await page.getByLabel('Mileage', { exact: true }).fill('60000')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: /^Good/ }).check()
    await page.getByRole('radio', { name: 'No accidents' }).check()
    await page.getByLabel('Are any warning lights on?').selectOption('none')
    await page.getByRole('radio', { name: 'Yes' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('radio', { name: 'No, I own it outright' }).check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('First name', { exact: true }).fill('Jane')
    await page.getByLabel('Last name', { exact: true }).fill('Doe')
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('trade-refused'))
    await page.getByLabel('Phone', { exact: true }).pressSequentially('8155550100')

    for (const [status, message] of [
      [429, 'Too many submissions from your network. Please wait a few minutes.'],
      [503, 'We could not save your request just now. Please call us.'],
    ] as const) {
      await page.route('**/api/forms/sell-trade', (route) =>
        route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, errors: { _form: message } }),
        }),
      )
      await page.getByRole('button', { name: 'Get my offer' }).click()
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
      await expect(stepHeading(page)).toHaveText('Step 5 of 5: Your contact details')
      await page.unroute('**/api/forms/sell-trade')
    }

    // A field error of the server goes back to the step that shows the field, onto the field, with focus.
    const mileageError = 'Enter the mileage of the vehicle.'
    await page.route('**/api/forms/sell-trade', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, errors: { 'trade.mileage': mileageError } }),
      }),
    )
    await page.getByRole('button', { name: 'Get my offer' }).click()
    await expect(stepHeading(page)).toHaveText('Step 1 of 5: Tell us about your car')
    const mileage = page.getByLabel('Mileage', { exact: true })
    await expect(mileage).toBeFocused()
    await expect(mileage).toHaveAttribute('aria-invalid', 'true')
    await expect(mileage).toHaveAccessibleDescription(/Enter the mileage of the vehicle\./)
  })
})
