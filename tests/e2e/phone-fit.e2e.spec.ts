import { expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test'

import { controlProblems, describeControls, measureWidth, type Screen, type WidthReport } from '../helpers/phone-fit'
import { appRouteFiles } from '../helpers/route-table'
import { smsCodesTo } from '../helpers/sms-outbox'
import { uniqueEmail, uniquePhone } from '../helpers/staff-api'

/**
 * Phones first: every public page, English and Spanish, at 320, 360, 390 and 414 px on a touch phone never
 * scrolls sideways; the cookie banner of a first visit, the header, the footer and every open dialog keep their
 * buttons and links on the screen and at least 44 × 44 px. The pages come from the app's route folders (a new page
 * route fails here until it has a sample address), the multi-step forms are walked from step 1 to step 2, and
 * each dialog is opened. A failure names the address, the width and the element reaching furthest right.
 * Runs in the site project, with the settings as seeded; each width is one browser page, in parallel.
 */
const SCREENS: Screen[] = [
  { width: 320, height: 568 },
  { width: 360, height: 760 },
  { width: 390, height: 844 },
  { width: 414, height: 896 },
]
/** The reviewer's screenshots are taken at this width. */
const SCREENSHOT_WIDTH = 360

test.describe.configure({ mode: 'parallel' })
// A click on a control that is off the screen fails in seconds, not at the test's timeout.
test.use({ isMobile: true, hasTouch: true, actionTimeout: 10_000 })

type Samples = { article: string; category: string; helpCategory: string; legal: string; staff: string }

/** Real documents of the seeded site for the routes with a slug. */
async function samples(request: APIRequestContext): Promise<Samples> {
  const first = async (collection: string, where = '') => {
    const response = await request.get(`/api/${collection}?limit=1&depth=0${where}`)
    expect(response.status(), `/api/${collection}`).toBe(200)
    const [doc] = ((await response.json()) as { docs: Array<{ slug?: string }> }).docs
    if (!doc?.slug) throw new Error(`the seed has no ${collection} with a slug`)
    return doc.slug
  }
  return {
    article: await first('articles', '&where[_status][equals]=published'),
    category: await first('article-categories'),
    helpCategory: await first('help-center-categories'),
    legal: await first('pages', '&where[slug][like]=legal/'),
    staff: await first('staff'),
  }
}

/**
 * An address for each page route of the app (src/app/.../page.tsx), in both languages. A route with a slug gets a
 * seeded document's; a route this table does not know fails the test, so a page added later is measured too.
 */
function routeAddresses(found: Samples): string[] {
  const slugs: Record<string, string> = {
    '/car-advice-education/[slug]': `/car-advice-education/${found.article}`,
    '/car-research/[slug]': `/car-research/${found.article}`,
    '/car-research/page/[page]': '/car-research/page/2',
    '/car-research/topic/[category]': `/car-research/topic/${found.category}`,
    '/car-research/topic/[category]/page/[page]': `/car-research/topic/${found.category}/page/2`,
    '/community-outreach/[slug]': `/community-outreach/${found.article}`,
    '/faqs-okd/[slug]': `/faqs-okd/${found.article}`,
    '/faqs/[slug]': `/faqs/${found.article}`,
    '/help-center/[category]': `/help-center/${found.helpCategory}`,
    // Page slugs hold their path: legal/privacy-policy.
    '/legal/[slug]': `/${found.legal}`,
    '/live-listing/[root]': '/live-listing/used-cars-for-sale',
    '/news/[slug]': `/news/${found.article}`,
    '/our-company/meet-our-team/[slug]': `/our-company/meet-our-team/${found.staff}`,
    '/staff-reviews/[slug]': `/staff-reviews/${found.article}`,
    // The proxy serves the home page's content at /.
    '/site-home': '/',
    '/[...missing]': '/this-page-does-not-exist',
  }
  const unknown: string[] = []
  const addresses = appRouteFiles()
    .filter(({ file, segments }) => /page\.tsx?$/.test(file) && segments[0] !== 'admin')
    .map(({ file, segments }) => {
      const spanish = segments[0] === 'es'
      // Optional catch-alls are left empty: the route's own page.
      const route = `/${segments.slice(spanish ? 1 : 0).filter((segment) => !segment.startsWith('[[')).join('/')}`
      const address = route.includes('[') || route === '/site-home' ? slugs[route] : route
      if (!address) unknown.push(`${file} (${route})`)
      return spanish ? (address === '/' ? '/es' : `/es${address}`) : address
    })
  expect(unknown, 'page routes without a sample address in routeAddresses').toEqual([])
  // The English 404 page (Spanish has its own catch-all route above).
  return [...new Set([...addresses, '/this-page-does-not-exist'])].sort()
}

type Check = {
  page: Page
  screen: Screen
  problems: string[]
  /** Names what widens an address on a page without phone emulation (see measureWidth); else the page itself. */
  diagnose?: (address: string) => Promise<WidthReport>
}

/** Loads an address and waits for the streamed header and footer, which are part of what must fit. */
async function open(page: Page, address: string): Promise<void> {
  const response = await page.goto(address, { waitUntil: 'load' })
  expect(response?.status() ?? 0, `${address} answers`).toBeLessThan(500)
  await page.locator('header').first().waitFor()
  await page.locator('footer').first().waitFor({ timeout: 10_000 }).catch(() => undefined)
}

/**
 * The page is no wider than the phone; otherwise the element reaching furthest right is named. The limit is the
 * phone's width, not window.innerWidth: a phone browser widens innerWidth to a page that is too wide.
 */
async function checkWidth({ page, screen, problems, diagnose }: Check, where: string, address?: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  if (scrollWidth <= screen.width) return
  const report = address && diagnose ? await diagnose(address) : await measureWidth(page, screen.width)
  const widest = report.widest ? `${report.widest.selector} (right edge ${report.widest.right} px)` : 'no element found'
  const outermost = report.outermost.map(({ selector, right }) => `${selector} (${right} px)`).join(', ')
  problems.push(`${where} @ ${screen.width}px: page is ${scrollWidth} px wide (innerWidth ${innerWidth}); widest: ${widest}; outermost past the edge: ${outermost}`)
}

/** A region's visible buttons and links: wholly on the screen (scrolled into view) and 44 × 44 px or more. */
async function checkControls({ screen, problems }: Check, where: string, label: string, region: Locator): Promise<void> {
  const { small, offScreen } = await controlProblems(region, screen)
  if (offScreen.length) problems.push(`${where} @ ${screen.width}px: ${label} controls off the ${screen.width}×${screen.height} screen: ${describeControls(offScreen)}`)
  if (small.length) problems.push(`${where} @ ${screen.width}px: ${label} tap targets under 44 px: ${describeControls(small)}`)
}

/** An open dialog: the page still fits, and its controls are on the screen and big enough. */
async function checkDialog(check: Check, where: string, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  await checkWidth(check, where)
  await checkControls(check, where, 'dialog', dialog)
}

const banner = (page: Page) => page.locator('#cookie-consent')
const isLegal = (address: string) => /^(\/es)?\/legal\//.test(address)
const isSpanish = (address: string) => address === '/es' || address.startsWith('/es/')

function expectNoProblems(problems: string[]): void {
  expect(problems, `\n${problems.join('\n')}\n`).toEqual([])
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, screen: Screen): Promise<void> {
  if (screen.width !== SCREENSHOT_WIDTH) return
  await page.evaluate(() => window.scrollTo(0, 0))
  await testInfo.attach(`${name} at ${screen.width} px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' })
}

for (const screen of SCREENS) {
  test.describe(`${screen.width} px`, () => {
    test.use({ viewport: screen })

    test.describe('first visit', () => {
      // No consent cookies, so the cookie banner shows on every page but the legal ones.
      test.use({ storageState: { cookies: [], origins: [] } })

      for (const language of ['English', 'Spanish'] as const) {
        test(`every ${language} page fits, with the cookie banner, header and footer on screen`, async ({ page, request, browser }) => {
          test.setTimeout(240_000)
          // Opened only when a page is too wide, to name what widens it.
          let plain: Page | undefined
          const diagnose = async (address: string) => {
            plain ??= await (await browser.newContext({ viewport: screen })).newPage()
            await open(plain, address)
            return measureWidth(plain, screen.width)
          }
          const check: Check = { page, screen, problems: [], diagnose }
          const addresses = routeAddresses(await samples(request)).filter((address) => isSpanish(address) === (language === 'Spanish'))
          for (const address of addresses) {
            await open(page, address)
            if (!isLegal(address)) {
              // The banner comes with hydration; on the home pages it must come.
              const shown = banner(page).waitFor({ timeout: 5_000 })
              if (address === '/' || address === '/es') await shown
              else await shown.catch(() => undefined)
            }
            await checkWidth(check, address, address)
            if (await banner(page).isVisible()) await checkControls(check, address, 'cookie banner', banner(page))
            await checkControls(check, address, 'header', page.locator('header').first())
            await checkControls(check, address, 'footer', page.locator('footer').first())
            if (address === '/' || address === '/es') {
              // The banner's settings dialog, opened by keyboard (a tap needs the button on the screen, checked above).
              await banner(page).getByRole('button').first().focus()
              await page.keyboard.press('Enter')
              await checkDialog(check, `${address} cookie settings (from the banner)`, page.getByRole('dialog'))
              await page.keyboard.press('Escape')
              await expect(page.getByRole('dialog')).toHaveCount(0)
            }
          }
          await plain?.context().close()
          expectNoProblems(check.problems)
        })
      }
    })

    test.describe('returning visitor', () => {
      // Without phone emulation, so an element past the edge is the one widening the page (see measureWidth).
      test.use({ isMobile: false })

      test('menus, dialogs and each form step fit and keep their buttons on screen', async ({ page }, testInfo) => {
        test.setTimeout(180_000)
        const check: Check = { page, screen, problems: [] }

        // A returning visitor (the project's consent cookies): home, the mobile menu in both languages, and the
        // cookie settings from the footer.
        await open(page, '/')
        await attachScreenshot(page, testInfo, 'home', screen)
        for (const [address, menu] of [['/', 'Menu'], ['/es', 'Menú']] as const) {
          await open(page, address)
          await page.getByRole('banner').getByRole('button', { name: menu }).click()
          await checkDialog(check, `${address} mobile menu`, page.getByRole('navigation', { name: address === '/es' ? 'Principal' : 'Main' }))
          await page.keyboard.press('Escape')
        }
        await page.getByRole('contentinfo').getByRole('link', { name: 'Configuración de cookies' }).click()
        await checkDialog(check, '/es cookie settings (from the footer)', page.getByRole('dialog'))
        await page.keyboard.press('Escape')

        // The search page with its filters open, and a vehicle from it.
        await open(page, '/used-cars-for-sale')
        await attachScreenshot(page, testInfo, 'search', screen)
        await page.getByRole('main').locator('summary', { hasText: 'Filters' }).click()
        await checkDialog(check, '/used-cars-for-sale filters open', page.getByRole('complementary', { name: 'Filters' }))
        // A vehicle's address ends in its year-make-model-VIN slug; the filter links under the same root do not.
        const vehicle = await page
          .getByRole('main')
          .locator('a[href^="/used-cars-for-sale/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').find((href) => /^\/used-cars-for-sale\/(19|20)\d\d-[^/]+$/.test(href)))
        if (!vehicle) throw new Error('the seeded search page lists no vehicle')
        await open(page, vehicle)
        await checkWidth(check, vehicle)
        await attachScreenshot(page, testInfo, 'vehicle', screen)

        // The vehicle page's test-drive dialog: step 1 (a day), step 2 (a time).
        await page.getByRole('button', { name: 'Schedule a test drive' }).click()
        const testDrive = page.getByRole('dialog', { name: 'Schedule a test drive' })
        await checkDialog(check, `${vehicle} test drive step 1`, testDrive)
        // The day radios are drawn as cards over a visually hidden input: chosen by keyboard, as a person would.
        const firstDay = testDrive.getByRole('radiogroup', { name: 'Available days' }).getByRole('radio').first()
        await firstDay.focus()
        await page.keyboard.press('Space')
        await expect(firstDay).toBeChecked()
        await testDrive.getByRole('button', { name: 'Continue' }).click()
        await expect(testDrive.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
        await checkDialog(check, `${vehicle} test drive step 2`, testDrive)
        await page.keyboard.press('Escape')

        await open(page, '/contact-us')
        await attachScreenshot(page, testInfo, 'contact', screen)

        // Trade-in wizard: the vehicle, then the first questions.
        await open(page, '/sell-trade-my-car/your-vehicle')
        await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled()
        const chip = (name: string) => page.locator('label').filter({ has: page.getByRole('radio', { name, exact: true }) })
        await chip('Sell it').click()
        await chip('By year, make and model').click()
        await page.getByLabel('Year', { exact: true }).fill('2014')
        await page.getByLabel('Make', { exact: true }).fill('Toyota')
        await page.getByLabel('Model', { exact: true }).fill('Camry')
        await page.getByLabel('Mileage', { exact: true }).fill('98,000')
        await checkWidth(check, '/sell-trade-my-car/your-vehicle step 1')
        await page.getByRole('button', { name: 'Continue' }).click()
        await expect(page.getByRole('radio', { name: 'No accidents' })).toBeVisible()
        await checkWidth(check, '/sell-trade-my-car/your-vehicle step 2')

        // Full credit application: about you, then the address.
        const credit = '/auto-financing/full-credit-application'
        await open(page, credit)
        const field = (label: string) => page.getByLabel(label, { exact: true })
        await expect(field('First name')).toBeEnabled()
        await field('First name').fill('Jane')
        await field('Last name').fill('Doe')
        await field('Email').fill(uniqueEmail('phone-fit'))
        await field('Phone').pressSequentially(uniquePhone())
        await field('Date of birth').fill('1985-04-12')
        await field('Social security number').fill('123-45-6789')
        await checkWidth(check, `${credit} step 1`)
        await page.getByRole('button', { name: 'Next' }).click()
        await expect(page.getByRole('heading', { level: 2, name: /^Step 2 of \d: / })).toBeVisible()
        await checkWidth(check, `${credit} step 2`)

        // Free credit score pre-approval: the cell phone, the code, then the details.
        const score = '/auto-financing/free-credit-score-pre-approval'
        await open(page, score)
        const digits = uniquePhone()
        await expect(field('Cell phone')).toBeEnabled()
        await field('Cell phone').pressSequentially(digits)
        await field('Cell phone').press('Enter')
        await expect.poll(() => smsCodesTo(`+1${digits}`).length).toBe(1)
        await checkWidth(check, `${score} step 1 (code)`)
        await field('Verification code').fill(smsCodesTo(`+1${digits}`)[0])
        await field('Verification code').press('Enter')
        await expect(page.getByRole('heading', { name: 'Step 2 of 2: Your details' })).toBeVisible()
        await checkWidth(check, `${score} step 2`)

        // A lead (from the contact form) gets the unlock-inventory popup on the search page.
        const contact = await page.request.post('/api/forms/contact', {
          data: {
            idempotencyKey: crypto.randomUUID(),
            firstName: 'Jane',
            lastName: 'Doe',
            email: uniqueEmail('phone-fit'),
            phone: uniquePhone(),
            inquiryType: 'general',
            message: 'Phone fit',
            pageUrl: '/contact-us',
          },
        })
        expect(contact.status()).toBe(201)
        await open(page, '/used-cars-for-sale')
        await checkDialog(check, '/used-cars-for-sale unlock-inventory popup', page.getByRole('dialog', { name: 'Unlock our private reserve inventory' }))

        expectNoProblems(check.problems)
      })
    })
  })
}
