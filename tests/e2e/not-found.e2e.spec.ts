import { expect, test } from '@playwright/test'

test.describe('404 page', () => {
  test('an unknown address answers 404 with the page of SPEC section 2', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    const main = page.getByRole('main')
    await expect(main.getByText('404', { exact: true })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(main.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible()
    const home = main.getByRole('link', { name: 'Go back home' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })
})
