import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'

/**
 * "Find my nearest store" on the contact page: the browser's position (only after the button is pressed) picks
 * the closest location, which the visitor can make their store; a refused position changes nothing.
 */

test.describe('with the position allowed (South Bend, IN)', () => {
  test.use({ geolocation: { latitude: 41.6764, longitude: -86.252 }, permissions: ['geolocation'] })

  test('suggests Elkhart and makes it the visitor\u2019s store', async ({ page }) => {
    await page.goto('/contact-us')
    const finder = page.getByRole('button', { name: 'Find my nearest store' })
    await finder.click()
    const answer = page.getByText(/Nearest to you: Elkhart, about 15 miles away\./)
    await expect(answer).toBeVisible()
    await expectNoAxeViolations(page)

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/visitor/store'))
    await answer.locator('xpath=..').getByRole('button', { name: /Make this my store\W+Elkhart/ }).click()
    expect((await stored).status()).toBe(200)
    const cookies = await page.context().cookies()
    const selected = cookies.find((cookie) => cookie.name === 'userSelectedStore')
    expect(selected?.value).toBeTruthy()
    // The Elkhart card shows it is the visitor's store now.
    await expect(page.getByRole('article', { name: /^Elkhart/ }).getByText('Your store')).toBeVisible()
  })
})

test('a refused position says so and leaves the list as it is', async ({ page }) => {
  await page.context().clearPermissions()
  await page.goto('/contact-us')
  await page.getByRole('button', { name: 'Find my nearest store' }).click()
  await expect(page.getByText('We couldn\u2019t get your location. Pick a store from the list below.')).toBeVisible()
  await expect(page.getByRole('button', { name: /Make this my store/ }).first()).toBeVisible()
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'userSelectedStore')).toBe(false)
})
