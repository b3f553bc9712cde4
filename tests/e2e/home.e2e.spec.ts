import { expect, test, type APIRequestContext, type Locator } from '@playwright/test'

import { staffHeaders } from '../helpers/staff-api'

type Link = { label: string; url: string }
type Navigation = {
  header?: Array<{ label: string; url?: string | null; children?: Array<{ link: Link }> | null }>
  footer?: Array<{ title: string; links?: Array<{ link: Link }> | null }>
  footerLine?: Array<{ link: Link }>
}

async function navigation(request: APIRequestContext): Promise<Navigation> {
  const response = await request.get('/api/globals/navigation?depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()) as Navigation
}

/** A link of the region with this label and address; dropdown links may be hidden until opened. */
async function expectLink(region: Locator, { label, url }: Link) {
  await expect(region.locator(`a[href="${url}"]`).filter({ hasText: label }).first()).toBeAttached()
}

test.describe('home page', () => {
  test('renders the header and footer menus of the navigation global', async ({ page, request }) => {
    const nav = await navigation(request)
    expect(nav.header?.length, 'the seed fills the header menu').toBeGreaterThan(0)
    expect(nav.footer?.length, 'the seed fills the footer groups').toBeGreaterThan(0)
    expect(nav.footerLine?.length, 'the seed fills the footer line').toBeGreaterThan(0)

    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    const header = page.getByRole('banner')
    const footer = page.getByRole('contentinfo')

    for (const item of nav.header ?? []) {
      await expect(header.getByText(item.label, { exact: true }).first()).toBeAttached()
      for (const { link } of item.children ?? []) await expectLink(header, link)
    }
    for (const group of nav.footer ?? []) {
      await expect(footer.getByText(group.title, { exact: true }).first()).toBeVisible()
      for (const { link } of group.links ?? []) await expectLink(footer, link)
    }
    for (const { link } of nav.footerLine ?? []) await expectLink(footer, link)
  })

  test('lists real seeded vehicles and the body styles', async ({ page, request }) => {
    // What a visitor may see: available, non-reserve vehicles (the seed spec counts all of them).
    // Anonymous API callers get at most 100 a page (README, "The public API's limits").
    const vins: string[] = []
    for (let page = 1; ; page += 1) {
      const response = await request.get(`/api/vehicles?limit=100&page=${page}&depth=0&select[vin]=true`)
      expect(response.status()).toBe(200)
      const { docs, hasNextPage } = (await response.json()) as { docs: Array<{ vin: string }>; hasNextPage: boolean }
      vins.push(...docs.map((vehicle) => vehicle.vin.toLowerCase()))
      if (!hasNextPage) break
    }
    expect(vins.length).toBeGreaterThan(200)
    const bodyStyles = await request.get('/api/body-styles?limit=20&depth=0&where[active][equals]=true')
    const names = ((await bodyStyles.json()).docs as Array<{ name: string }>).map((style) => style.name)
    expect(names.length).toBe(9)

    await page.goto('/')
    // Vehicle cards stream in after the static shell, so poll until they are there.
    const seededVehicleLinks = async () => {
      const hrefs = await page
        .getByRole('main')
        .locator('a[href]')
        .evaluateAll((anchors) => anchors.map((anchor) => (anchor.getAttribute('href') ?? '').toLowerCase()))
      return hrefs.filter((href) => vins.some((vin) => href.endsWith(vin))).length
    }
    await expect.poll(seededVehicleLinks, { message: 'home links to seeded vehicles' }).toBeGreaterThan(0)
    for (const name of names) await expect(page.getByRole('main').getByText(name).first()).toBeAttached()
  })

  test('a menu edited in the CMS appears on the site', async ({ page, request }) => {
    const headers = await staffHeaders(request, 'marketing')
    const original = await navigation(request)
    const footerLine = original.footerLine ?? []
    const renamed = { label: 'Visit our showroom', url: '/contact-us' }

    try {
      const saved = await request.post('/api/globals/navigation', {
        headers,
        data: { footerLine: [...footerLine.map(({ link }) => ({ link })), { link: renamed }] },
      })
      expect(saved.status()).toBe(200)
      // Revalidation serves the stale page once while it refreshes in the background.
      await expect(async () => {
        await page.goto('/')
        await expectLink(page.getByRole('contentinfo'), renamed)
      }).toPass({ timeout: 30_000 })
    } finally {
      await request.post('/api/globals/navigation', {
        headers,
        data: { footerLine: footerLine.map(({ link }) => ({ link })) },
      })
    }
  })
})
