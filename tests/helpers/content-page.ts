import { expect, type Page } from '@playwright/test'

import { expectNoAxeViolations } from './axe'

/** Opens a page as a visitor and checks the status, the heading, the title and description and axe. */
export async function expectContentPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.title(), path).not.toBe('')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{20,}$/)
  await expectNoAxeViolations(page)
}
