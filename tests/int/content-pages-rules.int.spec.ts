/** Pure rules of the content pages: breadcrumbs, offer windows and paths, slugs, leadership, hours, FAQ JSON-LD. */
import { describe, expect, it } from 'vitest'

// collections/ has no path alias.
import { normalizePageSlug } from '../../collections/Pages/slug'
import { isLeadershipTitle, leadershipOf } from '@/components/company/leadership'
import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES, contentSlug, legalRoute, routeParents } from '@/components/content/content-routes'
import { financingContentRoute } from '@/components/content/financing-content'
import { homePageMetadata } from '@/components/home/home-meta'
import { codedPageMeta, ES_PAGE_META } from '@/lib/i18n/es-page-meta'
import { faqPageJsonLd } from '@/components/faq/faq-json-ld'
import { internalDocHref } from '@/components/rich-text/internal-link'
import { serviceWeek, weekdayIn } from '@/components/service/service-week'
import { offerValidity } from '@/components/special-offers/offer-dates'
import { SITEMAP_PAGES } from '@/lib/sitemaps/entries'
import { specialOfferPath } from '@/lib/sitemaps/paths'
import { breadcrumbListJsonLd, pageTrail } from '@/lib/structured-data/breadcrumbs'
import { parseOfferSegments } from '@/lib/special-offers/segments'
import { NO_OFFERS_TEXT, offerPath, parseOfferType } from '@/lib/special-offers/types'
import { isOfferActive, msUntilOfferChange, offerCandidateWhere } from '@/lib/special-offers/window'

describe('breadcrumbListJsonLd', () => {
  const trail = pageTrail([{ name: 'Auto financing', path: '/auto-financing' }], {
    name: 'Bad credit auto financing',
    path: '/auto-financing/bad-credit-auto-financing',
  })

  it('lists Home, the parents and the page with positions from 1, absolute with the configured origin', () => {
    expect(breadcrumbListJsonLd(trail, 'https://cars.example.com/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://cars.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Auto financing', item: 'https://cars.example.com/auto-financing' },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Bad credit auto financing',
          item: 'https://cars.example.com/auto-financing/bad-credit-auto-financing',
        },
      ],
    })
  })

  it('stays root-relative without an origin, adds a missing slash and skips blank names', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', path: '/' },
      { name: '  ', path: '/nowhere' },
      { name: ' Cookie policy ', path: 'legal/cookie-policy' },
    ])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Cookie policy', item: '/legal/cookie-policy' },
    ])
  })
})

describe('special offers', () => {
  const now = new Date('2026-06-15T12:00:00.000Z')

  it('shows an offer from its start through its end, open-ended on either side', () => {
    expect(isOfferActive({}, now)).toBe(true)
    expect(isOfferActive({ startDate: '2026-06-15T12:00:00.000Z', endDate: '2026-06-15T12:00:00.000Z' }, now)).toBe(true)
    expect(isOfferActive({ startDate: '2026-06-15T12:00:00.001Z' }, now)).toBe(false)
    expect(isOfferActive({ endDate: '2026-06-15T11:59:59.999Z' }, now)).toBe(false)
    expect(isOfferActive({ startDate: null, endDate: '2027-01-01T00:00:00.000Z' }, now)).toBe(true)
  })

  it("reads a date-only end as that whole day in the store's time zone", () => {
    // Payload stores a date picked without a time as midnight UTC: 7 pm the evening before in Chicago.
    const evening = new Date('2026-12-31T23:30:00.000Z') // 5:30 pm on 12/31 in Chicago
    expect(isOfferActive({ endDate: '2026-12-31T00:00:00.000Z' }, evening)).toBe(true)
    expect(isOfferActive({ endDate: '2026-12-31T00:00:00.000Z' }, new Date('2027-01-01T06:00:00.000Z'))).toBe(false)
    expect(isOfferActive({ startDate: '2027-01-01' }, new Date('2027-01-01T05:00:00.000Z'))).toBe(false)
    expect(isOfferActive({ startDate: '2027-01-01' }, new Date('2027-01-01T06:00:00.000Z'))).toBe(true)
  })

  it('knows when the shown set next changes, and asks the database for a wider set of candidates', () => {
    const offers = [{ endDate: '2026-06-15T13:00:00.000Z' }, { startDate: '2026-06-15T12:30:00.000Z' }, {}]
    expect(msUntilOfferChange(offers, now)).toBe(30 * 60 * 1000)
    expect(msUntilOfferChange([{}], now)).toBeGreaterThan(1e12)
    expect(offerCandidateWhere(now)).toEqual({
      and: [
        { or: [{ startDate: { exists: false } }, { startDate: { less_than_equal: '2026-06-16T12:00:00.000Z' } }] },
        { or: [{ endDate: { exists: false } }, { endDate: { greater_than_equal: '2026-06-13T12:00:00.000Z' } }] },
      ],
    })
  })

  it('reads the index, a list and an offer from the path; anything else is not found', () => {
    expect(parseOfferSegments(undefined)).toEqual({ kind: 'index' })
    expect(parseOfferSegments(['sales'])).toEqual({ kind: 'list', type: 'sales' })
    expect(parseOfferSegments(['service', 'abc'])).toEqual({ kind: 'detail', type: 'service', id: 'abc' })
    expect(parseOfferSegments(['lease'])).toBeNull()
    expect(parseOfferSegments(['dealer', 'a', 'b'])).toBeNull()
    expect(parseOfferType('Dealer')).toBeNull()
  })

  it('links offers where the sitemap lists them and words the empty list as the SPEC does', () => {
    expect(offerPath('dealer', 'x1')).toBe(specialOfferPath('dealer', 'x1'))
    expect(offerPath('dealer', 'x1')).toBe('/special-offers/dealer/x1')
    expect(NO_OFFERS_TEXT).toBe('No offers available at this time. Please check back later.')
    expect(offerValidity({ endDate: '2026-12-31T18:00:00.000Z' })).toBe('Valid through 12/31/26')
    expect(offerValidity({ endDate: null })).toBeNull()
  })

  it('lists the offer pages in the pages sitemap', () => {
    expect(SITEMAP_PAGES).toEqual(
      expect.arrayContaining(['/special-offers', '/special-offers/dealer', '/special-offers/sales', '/special-offers/service']),
    )
  })
})

describe('content routes', () => {
  it('show the page whose slug is the path, nested slugs included', () => {
    expect(contentSlug(CONTENT_ROUTES.privacyPolicy)).toBe('legal/privacy-policy')
    expect(contentSlug(CONTENT_ROUTES.autoFinancing)).toBe('auto-financing')
    expect(legalRoute('terms-of-sale')).toBe(CONTENT_ROUTES.termsOfSale)
    expect(legalRoute('constructor')).toBeNull()
    expect(financingContentRoute('bad-credit-auto-financing')).toBe(CONTENT_ROUTES.badCreditAutoFinancing)
    expect(financingContentRoute('toString')).toBeNull()
    for (const route of Object.values(CONTENT_ROUTES)) expect(SITEMAP_PAGES).toContain(route.path)
  })

  it('normalise slugs segment by segment', () => {
    expect(normalizePageSlug('/Legal/Privacy Policy/')).toBe('legal/privacy-policy')
    expect(normalizePageSlug('auto-financing//bad credit')).toBe('auto-financing/bad-credit')
    expect(normalizePageSlug(' / ')).toBe('')
  })

  it('title pages from SEO fields, else heading with the dealer, else the defaults', () => {
    const route = CONTENT_ROUTES.cookiePolicy
    expect(contentPageMeta(route, null, null)).toEqual({
      title: 'Cookie policy',
      description: route.description,
      // The Spanish page is the English one's alternate (src/lib/i18n/alternates.ts).
      alternates: {
        canonical: '/legal/cookie-policy',
        languages: { en: '/legal/cookie-policy', es: '/es/legal/cookie-policy', 'x-default': '/legal/cookie-policy' },
      },
    })
    const page = { title: 'Cookies', heading: 'Our cookies', meta: { title: null, description: 'Which cookies.' } }
    expect(contentPageMeta(route, page, 'Rock River Auto Group')).toMatchObject({
      title: 'Our cookies | Rock River Auto Group',
      description: 'Which cookies.',
    })
    expect(contentPageMeta(route, { ...page, meta: { title: 'Cookie use' } }, 'X').title).toBe('Cookie use')
  })

  it('give every route Spanish defaults of its own, and name trail parents in the page language', () => {
    expect(contentPageMeta(CONTENT_ROUTES.cookiePolicy, null, null, 'es')).toMatchObject({
      title: 'Política de cookies',
      description: 'Qué cookies usa este sitio web, para qué sirven y cómo cambiar sus preferencias de cookies.',
    })
    for (const route of Object.values(CONTENT_ROUTES)) {
      const english = contentPageMeta(route, null, 'Dealer', 'en')
      const spanish = contentPageMeta(route, null, 'Dealer', 'es')
      expect(english).toMatchObject({ title: `${route.title} | Dealer`, description: route.description })
      expect(spanish.title, route.path).not.toBe(english.title)
      expect(spanish.description, route.path).not.toBe(english.description)
    }
    const badCredit = CONTENT_ROUTES.badCreditAutoFinancing
    expect(routeParents(badCredit, 'en')).toEqual([{ name: 'Auto financing', path: '/auto-financing' }])
    expect(routeParents(badCredit, 'es')).toEqual([{ name: 'Financiamiento de autos', path: '/auto-financing' }])
  })

  it('give the pages whose metadata is code a Spanish title and description with the dealer', () => {
    const english = { title: 'Sell or trade your car | X', description: 'Get an instant offer.', alternates: { canonical: '/sell-trade-my-car' } }
    expect(codedPageMeta(english, 'sell-trade-my-car', 'X', 'en')).toBe(english)
    expect(codedPageMeta(english, 'sell-trade-my-car', 'Rock River', 'es')).toEqual({
      title: 'Venda o cambie su auto | Rock River',
      description: ES_PAGE_META['sell-trade-my-car'].description.replace('{dealer}', 'Rock River'),
      alternates: { canonical: '/sell-trade-my-car' },
    })
    expect(codedPageMeta(english, 'full-credit-application', null, 'es').description).toContain('en nuestro concesionario')
    for (const { title, description } of Object.values(ES_PAGE_META)) expect(`${title} ${description}`).not.toMatch(/\b(the|your|and)\b/)
    expect(homePageMetadata({}, 'es').title).toBe(ES_PAGE_META.home.title)
    expect(homePageMetadata({}).title).toBe('Used cars for sale, auto financing and service')
    expect(homePageMetadata({ title: 'Autos | X' }, 'es').title).toBe('Autos | X')
  })

  it('resolve internal rich-text links to the routes of pages and articles only', () => {
    expect(internalDocHref({ relationTo: 'pages', value: { slug: 'legal/terms-of-sale' } })).toBe('/legal/terms-of-sale')
    expect(internalDocHref({ relationTo: 'articles', value: { slug: 'oil' } })).toBe('/car-research/oil')
    expect(internalDocHref({ relationTo: 'users', value: { slug: 'x' } })).toBe('/')
    expect(internalDocHref({ relationTo: 'pages', value: 'an-id' })).toBe('/')
  })
})

describe('company and service', () => {
  it('present managers as leadership', () => {
    expect(isLeadershipTitle('General Sales Manager')).toBe(true)
    expect(isLeadershipTitle('Service Advisor')).toBe(false)
    expect(isLeadershipTitle(null)).toBe(false)
    expect(leadershipOf([{ title: 'Finance Manager' }, { title: 'Sales Consultant' }])).toEqual([{ title: 'Finance Manager' }])
  })

  it('list the service week from Monday with closed days', () => {
    const week = serviceWeek([
      { day: 'monday', open: '07:00', close: '18:00' },
      { day: 'saturday', open: '08:00', close: '13:00' },
      { day: 'sunday', closed: true },
      { day: 'tuesday', open: '07:00' },
    ])
    expect(week.map((day) => `${day.label}: ${day.hours}`)).toEqual([
      'Monday: 7:00 AM – 6:00 PM',
      'Tuesday: Closed',
      'Wednesday: Closed',
      'Thursday: Closed',
      'Friday: Closed',
      'Saturday: 8:00 AM – 1:00 PM',
      'Sunday: Closed',
    ])
  })

  it("finds today in the store's time zone, not the server's", () => {
    // 03:30 UTC on Tuesday is still Monday evening in Chicago and already Tuesday in Berlin.
    const instant = new Date('2026-06-16T03:30:00.000Z')
    expect(weekdayIn('America/Chicago', instant)).toBe('monday')
    expect(weekdayIn('Europe/Berlin', instant)).toBe('tuesday')
  })
})

describe('faqPageJsonLd', () => {
  it('makes one Question with its joined paragraphs per answered FAQ', () => {
    expect(
      faqPageJsonLd([
        { question: 'Can I pay early? ', answers: [{ paragraph: 'Yes.' }, { paragraph: 'No penalty.' }] },
        { question: 'Unanswered', answers: [] },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Can I pay early?', acceptedAnswer: { '@type': 'Answer', text: 'Yes.\n\nNo penalty.' } }],
    })
    expect(faqPageJsonLd([{ question: 'Q', answers: null }])).toBeNull()
  })
})
