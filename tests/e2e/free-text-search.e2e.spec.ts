import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

// The free-text search box: the header's box leads to the canonical listing of the words typed, its
// suggestions work from the keyboard alone, the form works without JavaScript, and a search that finds nothing
// offers relaxations that lead to results. Seeded stock: Honda Civics and Toyotas, no purple paint.

const headerBox = (page: Page) => page.getByRole('search', { name: 'Search inventory' }).getByRole('combobox')

/** The total of the results heading ("51 vehicles, page 1 of 3"). */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^[\d,]+ vehicles?\b/ }).innerText()
  return Number(/^([\d,]+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN)
}

test.describe('free-text search', () => {
  test('a phrase typed in the header lands on its canonical listing', async ({ page }) => {
    await page.goto('/')
    await headerBox(page).fill('blue awd suv under 25k')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/cars-for-sale\/suvs\/price-under-25000\?q=blue\+awd$/)
    await expect(page.getByRole('heading', { level: 1, name: 'SUVs for sale under $25,000' })).toBeVisible()
    await expect(page.getByRole('link', { name: '“blue” (remove filter)' })).toBeVisible()

    await headerBox(page).fill('2019 honda civic')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/cars-for-sale\/honda-civic\?year=2019$/)
    await expect(page.getByRole('link', { name: 'Honda Civic (remove filter)' })).toBeVisible()
    await expect(page.getByRole('link', { name: '2019 (remove filter)' })).toBeVisible()
  })

  test('suggestions are keyboard operable and pass axe while open', async ({ page }) => {
    await page.goto('/')
    const box = headerBox(page)
    await box.focus()
    await page.keyboard.type('toyo')
    const list = page.getByRole('listbox', { name: 'Suggestions' })
    await expect(list).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    const first = list.getByRole('option').first()
    await expect(first).toContainText(/Toyota\s*Make · \d+/)
    await expectNoAxeViolations(page)

    // Down to the first option, which becomes the active descendant; Escape closes the list, a second one clears.
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? 'missing')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')

    // Type again, pick with the arrows and Enter.
    await page.keyboard.type('toyo')
    await expect(list).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/cars-for-sale\/toyota$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Toyota vehicles for sale' })).toBeVisible()
  })

  test('a search that finds nothing offers relaxations that lead to results', async ({ page }) => {
    await page.goto('/cars-for-sale')
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search again' })
    await box.fill('purple honda civic')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/cars-for-sale\/honda-civic\?q=purple$/)
    await expect(page.getByText('No vehicles match these filters')).toBeVisible()
    const nearest = page.getByRole('navigation', { name: 'Nearest matches' })
    await expect(nearest.getByText('No purple Honda Civic vehicles; the nearest matches:')).toBeVisible()
    const otherColours = nearest.getByRole('link', { name: /^\d+ in other colours$/ })
    const offered = Number(/^(\d+)/.exec(await otherColours.innerText())?.[1])
    await otherColours.click()
    await expect(page).toHaveURL(/\/cars-for-sale\/honda-civic$/)
    expect(await resultCount(page)).toBe(offered)
    expect(offered).toBeGreaterThan(0)
  })
})

test.describe('free-text search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header form redirects to the canonical listing', async ({ page }) => {
    await page.goto('/')
    await headerBox(page).fill('truck 4x4 low miles')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/cars-for-sale\/trucks\?mileage=null,30000&q=awd$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Trucks for sale' })).toBeVisible()
  })

  test('the search route answers a redirect for any input, never an error', async ({ request }) => {
    for (const [q, location] of [
      ['tesla', '/cars-for-sale/tesla'],
      ['honda civic', '/cars-for-sale/honda-civic'],
      ['', '/cars-for-sale'],
      ['%%%<script>', '/cars-for-sale?q=script'],
      ['x'.repeat(5000), '/cars-for-sale'],
    ]) {
      const response = await request.get(`/search?q=${encodeURIComponent(q)}`, { maxRedirects: 0 })
      expect(response.status(), q.slice(0, 20)).toBe(307)
      expect(response.headers()['location'], q.slice(0, 20)).toBe(location)
    }
    const bare = await request.get('/search', { maxRedirects: 0 })
    expect(bare.status()).toBe(307)
    expect(bare.headers()['location']).toBe('/cars-for-sale')
  })
})
