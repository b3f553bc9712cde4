import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { E2E_BASE_URL } from '../helpers/e2e-env'
import { staffHeaders } from '../helpers/staff-api'

/**
 * Favorites and compare as a shopper uses them: hearts on a search page (mouse and keyboard), the
 * header count, /favorites from this browser's storage, comparing from it, the shared link in a fresh browser,
 * a sold favorite still shown as sold, bad links answered with a message, and axe on both pages.
 */
const hearts = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Save .+ to favorites$/ })

/** Islands work once React has hydrated the page; the search page's wizard button is enabled from then on. */
async function hydrated(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Personalize your payment' })).toBeEnabled()
}

/** A sold seeded vehicle's VIN (visitors never see sold stock through the API, the manager does). */
async function soldVin(page: Page): Promise<string> {
  const response = await page.request.get('/api/vehicles?limit=1&depth=0&where[status][equals]=sold&where[reserve][not_equals]=true', {
    headers: await staffHeaders(page.request),
  })
  const vin = ((await response.json()) as { docs: { vin: string }[] }).docs.at(0)?.vin
  if (!vin) throw new Error('the seeded database holds no sold vehicle')
  return vin
}

test('heart three cars, compare them, and share the list with a fresh browser', async ({ page, browser }) => {
  await page.goto('/used-cars-for-sale')
  await hydrated(page)
  const [first, second, third] = [hearts(page).nth(0), hearts(page).nth(1), hearts(page).nth(2)]
  await expect(first).toHaveAttribute('aria-pressed', 'false')

  // Mouse on the first; keyboard on the others: Shift+Tab from the card's title reaches its heart.
  await first.click()
  await expect(first).toHaveAttribute('aria-pressed', 'true')
  const secondVin = (await second.getAttribute('data-favorite-vin')) ?? ''
  const secondCard = page.getByRole('main').getByRole('article').filter({ has: page.locator(`[data-favorite-vin="${secondVin}"]`) })
  await secondCard.getByRole('heading').getByRole('link').focus()
  await page.keyboard.press('Shift+Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(second).toHaveAttribute('aria-pressed', 'true')
  await third.focus()
  await page.keyboard.press('Space')
  await expect(third).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Space')
  await expect(third).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Enter')
  await expect(third).toHaveAttribute('aria-pressed', 'true')

  const names = await Promise.all([first, second, third].map(async (heart) => ((await heart.textContent()) ?? '').replace(/^Save | to favorites$/g, '')))
  const vins = await Promise.all([first, second, third].map(async (heart) => (await heart.getAttribute('data-favorite-vin')) ?? ''))
  const header = page.getByRole('banner').getByRole('link', { name: 'Favorites, 3 saved' })
  await expect(header).toBeVisible()

  // The header link opens the visitor's own list at its shareable address, newest first.
  await header.click()
  await expect(page).toHaveURL(`/favorites?vins=${[...vins].reverse().join(',')}`)
  await expect(page).toHaveTitle(/^Favorites/)
  for (const name of names) await expect(page.getByRole('main').getByRole('button', { name: `Save ${name} to favorites` })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)
  const shared = await page.getByRole('link', { name: 'Link to share this list' }).getAttribute('href')

  await page.getByRole('button', { name: 'Compare selected' }).click()
  await expect(page).toHaveURL(/\/compare\?vins=/)
  const table = page.getByRole('table')
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(3)
  for (const name of names) await expect(table.getByRole('columnheader', { name })).toBeVisible()
  for (const row of ['Price', 'Mileage', 'Year', 'Drivetrain']) await expect(table.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible()
  await expect(table.getByRole('rowheader', { name: /^Est\. payment/ })).toBeVisible()
  await expect(table.getByText('differs').first()).toBeVisible()
  await expect(page).toHaveTitle(/^Compare vehicles/)
  await expectNoAxeViolations(page)

  // Printed, the table stands alone: no site header, no buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(table.getByRole('rowheader', { name: 'Keep or remove' })).toBeHidden()
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // A phone swipes between columns while the row headers stay put.
  await page.setViewportSize({ width: 390, height: 800 })
  const region = page.getByRole('region', { name: /vehicles side by side/ })
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  expect(await table.getByRole('rowheader', { name: /^Price/ }).evaluate((element) => getComputedStyle(element).position)).toBe('sticky')

  // The shared link in a browser that has never been here shows the same list, with nothing saved in it.
  const fresh = await browser.newContext({ baseURL: E2E_BASE_URL, storageState: { cookies: [], origins: [] } })
  try {
    const other = await fresh.newPage()
    await other.goto(shared ?? '/favorites')
    await expect(other.getByRole('main').getByRole('article')).toHaveCount(3)
    for (const name of names) {
      await expect(other.getByRole('main').getByRole('button', { name: `Save ${name} to favorites` })).toHaveAttribute('aria-pressed', 'false')
    }
  } finally {
    await fresh.close()
  }
})

test('a sold favorite shows as sold, on the list and in the comparison', async ({ page }) => {
  const sold = await soldVin(page)
  await page.goto('/used-cars-for-sale')
  await hydrated(page)
  const heart = hearts(page).first()
  const available = (await heart.getAttribute('data-favorite-vin')) ?? ''
  // The visitor saved this car while it was on sale.
  await page.evaluate((vins) => localStorage.setItem('favorites', JSON.stringify(vins.map((vin) => ({ vin, name: '' })))), [sold, available])

  await page.goto('/favorites')
  await expect(page).toHaveURL(`/favorites?vins=${sold},${available}`)
  const soldCard = page.getByRole('main').getByRole('article').filter({ has: page.locator(`[data-favorite-vin="${sold}"]`) })
  await expect(soldCard.getByText('Sold', { exact: true }).first()).toBeVisible()
  await expect(soldCard.getByText(/Price: \$/)).toHaveCount(0)

  // The Spanish page keeps its language when it moves to the list's address.
  await page.goto('/es/favorites')
  await expect(page).toHaveURL(`/es/favorites?vins=${sold},${available}`)

  await page.goto(`/compare?vins=${sold},${available}`)
  const priceRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Price/ }) })
  await expect(priceRow.getByRole('cell').first()).toHaveText(/^Sold/)
  await expect(page.getByRole('columnheader').first()).toContainText('Sold')
})

test('a bad compare link says what is wrong instead of failing', async ({ page }) => {
  const vins = ['1HGCV1F34KA000001', '5YJ3E1EA7JF000002', 'JTDKARFU0J3000003', '1FTFW1E50JF000004', '2T1BURHE0JC000005']
  const tooMany = await page.goto(`/compare?vins=${vins.join(',')}`)
  expect(tooMany?.status()).toBe(200)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Choose up to 4 vehicles; this link has 5.')
  await page.goto('/compare?vins=not-a-vin')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('“not-a-vin” is not a VIN: a VIN has 17 letters and digits.')
  await expect(page.getByText('Nothing to compare yet.')).toBeVisible()
})
