import { expect, test, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { DEV_USER_EMAILS, devUserPassword } from '../helpers/dev-users'
import { staffHeaders, withLoginLock } from '../helpers/staff-api'

/**
 * Car research, the help center and the body-style guide against the seeded database: each page answers 200 with
 * no axe (WCAG 2.1 AA) violations, forms work by keyboard without JavaScript tricks, unknown addresses are real
 * 404s, and a marketing user's edits through the REST API show at the very next request.
 */
const REVIEW = 'ford-f-150-vs-ram-1500-staff-review'
const REVIEW_TITLE = 'Ford F-150 vs. Ram 1500: which half-ton should you buy used?'

async function open(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
}

test('the article list shows the newest first and filters by topic', async ({ page }) => {
  await open(page, '/car-research')
  await expect(page.getByRole('heading', { level: 1, name: 'Car research' })).toBeVisible()
  const titles = page.locator('main ul li h2')
  await expect(titles).toHaveCount(9)
  await expect(titles.first()).toHaveText('Free car care clinic for new drivers')
  await expectNoAxeViolations(page)

  await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Financing' }).click()
  await expect(page).toHaveURL(/\/car-research\/topic\/financing$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Car research: Financing')

})

test('the list has a second page and links the body-style guide', async ({ page }) => {
  await open(page, '/car-research/page/2')
  await expect(page.locator('main ul li h2')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/car-research')
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: /Shop by body style/ }).click()
  await expect(page).toHaveURL(/\/car-research\/body-styles$/)
})

test('search finds body-only words from a keyboard-submitted GET form, and says so when nothing matches', async ({ page }) => {
  await open(page, '/car-research')
  const box = page.getByRole('searchbox', { name: 'Search car research' })
  await box.focus()
  await page.keyboard.type('EcoBoost')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/car-research\/search\?q=EcoBoost$/)
  await expect(page.locator('#search-results-heading')).toHaveText('1 article matches “EcoBoost”')
  await expect(page.getByRole('link', { name: REVIEW_TITLE })).toBeVisible()
  await expect(page.getByText(/EcoBoost tows more/)).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expectNoAxeViolations(page)

  await open(page, '/car-research/search?q=zeppelin+hovercraft')
  await expect(page.locator('#search-results-heading')).toHaveText(
    'No articles match “zeppelin hovercraft”. Try fewer or different words.',
  )
  await expectNoAxeViolations(page)
})

test('search and the body-style keyword box work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await open(page, '/car-research')
    await page.getByRole('searchbox', { name: 'Search car research' }).fill('documentary fee')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/car-research\/search\?q=documentary\+fee$/)
    await expect(page.getByRole('link', { name: 'What is a documentary fee?' })).toBeVisible()

    await open(page, '/car-research/body-styles')
    await page.getByRole('searchbox', { name: /What kind of vehicle/ }).fill('mini van')
    await page.getByRole('button', { name: 'Find vehicles' }).click()
    await expect(page).toHaveURL(/\/used-cars-for-sale\/minivans$/)
  } finally {
    await context.close()
  }
})

test('an article renders with byline, body, related articles and structured data; aliases point to it', async ({ page }) => {
  await open(page, `/car-research/${REVIEW}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REVIEW_TITLE)
  await expect(page.getByText('By Tyler Hoffman')).toBeVisible()
  await expect(page.locator('article header time')).toHaveText(/Published\s*05\/04\/26/)
  await expect(page.getByText(/\d+ min read/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Ford F-150' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Related articles' })).toBeVisible()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/car-research/${REVIEW}$`))
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
  await expectNoAxeViolations(page)

  await open(page, `/staff-reviews/${REVIEW}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(REVIEW_TITLE)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/car-research/${REVIEW}$`))
  await expectNoAxeViolations(page)

  await open(page, '/faqs-okd/what-is-a-documentary-fee')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is a documentary fee?')
  await expectNoAxeViolations(page)
})

test('unknown articles, topics and pages past the last are real 404s', async ({ page }) => {
  for (const path of [
    '/car-research/no-such-article',
    '/news/no-such-article',
    '/faqs-okd/no-such-article',
    '/help-center/no-such-topic',
    '/car-research/page/3',
    '/car-research/page/1',
    '/car-research/topic/no-such-topic',
    '/car-research/topic/financing/page/2',
  ]) {
    await open(page, path, 404)
  }
})

test('the help center lists topics; a topic shows its questions with FAQPage data', async ({ page }) => {
  await open(page, '/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Help center' })).toBeVisible()
  await expect(page.locator('main li h2')).toHaveCount(6)
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Warranty & Protection' }).click()
  await expect(page).toHaveURL(/\/help-center\/warranty-and-protection$/)
  const question = page.getByText('Can I return a car if I change my mind?')
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/3-day exchange policy/)).toBeVisible()
  expect(await jsonLdTypes(page)).toContain('FAQPage')
  await expectNoAxeViolations(page)
})

test('the body-style guide lists buying guides and its keyword box leads into the listings by keyboard', async ({ page }) => {
  await open(page, '/car-research/body-styles')
  await expect(page.getByRole('heading', { level: 2, name: 'Trucks' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Shop used Trucks' })).toHaveAttribute('href', '/used-cars-for-sale/trucks')
  await expectNoAxeViolations(page)

  await page.getByRole('searchbox', { name: /What kind of vehicle/ }).focus()
  await page.keyboard.type('cheap pickup')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Find vehicles' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/used-cars-for-sale\/trucks$/)

  const unknown = await page.request.get('/car-research/body-styles/search?q=spaceship', { maxRedirects: 0 })
  expect(unknown.status()).toBe(307)
  expect(unknown.headers().location).toBe('/used-cars-for-sale')
})

test("a marketing user's article and FAQ edits show at the next request", async ({ page, request }) => {
  const headers = await staffHeaders(page.request, 'marketing')
  const slug = 'toys-for-tots-drive-2025'
  const listed = await page.request.get(`/api/articles?where[slug][equals]=${slug}&depth=0`, { headers })
  const article = ((await listed.json()) as { docs: { id: string; title: string }[] }).docs[0]
  const faqs = await page.request.get(
    `/api/faqs?where[question][equals]=${encodeURIComponent('How do I change my cookie choices?')}&depth=0`,
    { headers },
  )
  const faq = ((await faqs.json()) as { docs: { id: string; question: string }[] }).docs[0]
  expect(article && faq).toBeTruthy()
  const topic = '/help-center/privacy-and-your-data'

  // Warm the caches so the checks see expiry: the pages are ISR entries, so an anonymous visitor's third visit
  // comes from the production server's page micro-cache, which the edits must drop too.
  for (const path of [`/car-research/${slug}`, `/community-outreach/${slug}`, topic]) {
    await request.get(path)
    await request.get(path)
    expect((await request.get(path)).headers()['x-page-cache'], path).toBe('HIT')
  }
  const patch = async (path: string, data: Record<string, unknown>) => {
    expect((await page.request.patch(path, { headers, data })).status()).toBe(200)
  }
  try {
    await patch(`/api/articles/${article.id}`, { title: 'Edited toy drive title', _status: 'published' })
    expect(await (await request.get(`/car-research/${slug}`)).text()).toContain('Edited toy drive title')
    expect(await (await request.get(`/community-outreach/${slug}`)).text()).toContain('Edited toy drive title')
    await patch(`/api/faqs/${faq.id}`, { question: 'Where are my cookie settings?' })
    expect(await (await request.get(topic)).text()).toContain('Where are my cookie settings?')
  } finally {
    await patch(`/api/articles/${article.id}`, { title: article.title, _status: 'published' })
    await patch(`/api/faqs/${faq.id}`, { question: faq.question })
  }
  expect(await (await request.get(`/car-research/${slug}`)).text()).toContain(article.title)
  expect(await (await request.get(topic)).text()).toContain(faq.question)
})

test('a staff preview shows an article draft that visitors never see', async ({ page, request }) => {
  const headers = await staffHeaders(page.request, 'marketing')
  const slug = 'free-car-care-clinic-for-new-drivers'
  const listed = await page.request.get(`/api/articles?where[slug][equals]=${slug}&depth=0`, { headers })
  const article = ((await listed.json()) as { docs: { id: string; title: string }[] }).docs[0]
  expect(article).toBeTruthy()
  const path = `/car-research/${slug}`
  try {
    const draft = await page.request.patch(`/api/articles/${article.id}?draft=true`, {
      headers,
      data: { title: 'Draft-only clinic title', _status: 'draft' },
    })
    expect(draft.status()).toBe(200)
    const visitor = await (await request.get(path)).text()
    expect(visitor).toContain(article.title)
    expect(visitor).not.toContain('Draft-only clinic title')
    // Visitors cannot switch draft mode on.
    expect((await request.get(`/next/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })).status()).toBe(401)

    // The browser signs in (the login sets the session cookie in this page's context), then opens the preview.
    const login = await withLoginLock(() =>
      page.request.post('/api/users/login', { data: { email: DEV_USER_EMAILS.marketing, password: devUserPassword() } }),
    )
    expect(login.status()).toBe(200)
    await page.goto(`/next/preview?path=${encodeURIComponent(path)}`)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draft-only clinic title')
  } finally {
    const restored = await page.request.patch(`/api/articles/${article.id}`, {
      headers,
      data: { title: article.title, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  }
  expect(await (await request.get(path)).text()).toContain(article.title)
})
