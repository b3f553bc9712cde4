import { expect, test } from '@playwright/test'

import { DEV_ROLES, DEV_USER_EMAILS, devUserPassword } from '../helpers/dev-users'
import { withLoginLock } from '../helpers/staff-api'

for (const role of DEV_ROLES) {
  const email = DEV_USER_EMAILS[role]
  test(`the ${role} dev user logs in to the admin`, async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(email)
    await page.getByLabel(/password/i).fill(devUserPassword())
    // The login writes the user's session list: not while another worker logs the same user in.
    await withLoginLock(async () => {
      await page.getByRole('button', { name: /log ?in/i }).click()
      await expect(page).toHaveURL(/\/admin\/?$/)
    })
    // The dashboard lists the collections; Vehicles is readable by every role.
    await expect(page.getByRole('link', { name: /vehicles/i }).first()).toBeVisible()
    // With NEXT_PUBLIC_SERVER_URL set (production requires it) Payload takes the session cookie only from a request
    // of the site's own origin, as the browser's own fetches are; Playwright's request context names none by itself.
    const me = await page.request.get('/api/users/me', { headers: { origin: new URL(page.url()).origin } })
    expect((await me.json()).user).toMatchObject({ email, role })
  })
}

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEV_USER_EMAILS.admin)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
