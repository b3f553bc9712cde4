import { expect, test } from '@playwright/test'

import { expectContentPage } from '../helpers/content-page'
import { staffHeaders } from '../helpers/staff-api'

/**
 * The CMS content pages: each route answers 200 with its title, description and zero axe violations;
 * marketing's edits of an FAQ and a legal page show at the next request. Content is restored in `finally`. The
 * pages the page table switches off: content-page-toggles.e2e.spec.ts (it switches store-wide settings).
 */

const ALWAYS_ON = [
  '/auto-financing',
  '/our-company',
  '/service',
  '/vehicle-protection-plans',
  '/legal/cookie-policy',
  '/legal/privacy-policy',
  '/legal/terms-of-sale',
  '/legal/electronic-signature-disclosure',
]

for (const path of ALWAYS_ON) {
  test(`${path} answers 200 with a title, a description and no axe violations`, async ({ page }) => {
    await expectContentPage(page, path)
  })
}

test('deep pages carry breadcrumbs; the financing FAQs open by keyboard', async ({ page }) => {
  await page.goto('/legal/privacy-policy')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible()
  expect(await page.locator('script[type="application/ld+json"]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining('"BreadcrumbList"')]),
  )
  await page.goto('/auto-financing')
  await expect(page.getByRole('link', { name: 'Get pre-approved' }).first()).toHaveAttribute(
    'href',
    '/auto-financing/apply-for-financing',
  )
  const question = page.getByText('Can I pay off my loan early?')
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('do not charge prepayment penalties')).toBeVisible()
})

test('the service and company pages show their blocks', async ({ page }) => {
  await page.goto('/service')
  await expect(page.getByRole('link', { name: /Call service/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  await expect(page.locator('[aria-current="date"]')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Schedule service online' })).toHaveCount(0)
  await page.goto('/our-company')
  await expect(page.getByRole('heading', { name: 'Leadership' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our locations' })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Meet our team' })).toHaveAttribute('href', '/our-company/meet-our-team')
  await expect(main.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute('href', '/our-company/careers')
})

type Faq = { id: string; question: string; answers: { paragraph: string }[] }
type PageDoc = { id: string; heading: string | null }

test("marketing's edits of an FAQ and a legal page show at the next request", async ({ page, request }) => {
  const headers = await staffHeaders(request, 'marketing')
  const faqs = await request.get('/api/faqs?depth=0&limit=1&sort=sortOrder&where[placement][in]=auto-financing', {
    headers,
  })
  const faq = ((await faqs.json()) as { docs: Faq[] }).docs[0]
  const pages = await request.get('/api/pages?depth=0&limit=1&where[slug][equals]=legal/terms-of-sale', { headers })
  const terms = ((await pages.json()) as { docs: PageDoc[] }).docs[0]
  // Warm both pages (ISR entry and the server's page micro-cache) so the checks below see expiry.
  for (let i = 0; i < 2; i++) {
    await page.goto('/auto-financing')
    await page.goto('/legal/terms-of-sale')
  }
  const answer = `Edited answer ${Date.now()}`
  const heading = `Edited terms ${Date.now()}`
  try {
    const faqEdit = await request.patch(`/api/faqs/${faq.id}`, { headers, data: { answers: [{ paragraph: answer }] } })
    expect(faqEdit.status()).toBe(200)
    await page.goto('/auto-financing')
    await expect(page.getByText(answer)).toBeAttached()

    const pageEdit = await request.patch(`/api/pages/${terms.id}`, { headers, data: { heading, _status: 'published' } })
    expect(pageEdit.status()).toBe(200)
    await page.goto('/legal/terms-of-sale')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  } finally {
    await request.patch(`/api/faqs/${faq.id}`, { headers, data: { answers: faq.answers.map(({ paragraph }) => ({ paragraph })) } })
    await request.patch(`/api/pages/${terms.id}`, { headers, data: { heading: terms.heading, _status: 'published' } })
  }
  await page.goto('/legal/terms-of-sale')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading)
})

test('a page whose document is unpublished is a real 404 until it is published again', async ({ page, request }) => {
  const headers = await staffHeaders(request, 'marketing')
  for (const [slug, path] of [
    ['our-company', '/our-company'],
    ['legal/cookie-policy', '/legal/cookie-policy'],
  ]) {
    const found = await request.get(`/api/pages?depth=0&limit=1&where[slug][equals]=${slug}`, { headers })
    const doc = ((await found.json()) as { docs: PageDoc[] }).docs[0]
    expect((await page.goto(path))?.status(), path).toBe(200)
    try {
      const unpublish = await request.patch(`/api/pages/${doc.id}`, { headers, data: { _status: 'draft' } })
      expect(unpublish.status()).toBe(200)
      expect((await page.goto(path))?.status(), path).toBe(404)
    } finally {
      await request.patch(`/api/pages/${doc.id}`, { headers, data: { _status: 'published' } })
    }
    expect((await page.goto(path))?.status(), path).toBe(200)
  }
  expect((await page.goto('/our-company/no-such-page'))?.status()).toBe(404)
})
