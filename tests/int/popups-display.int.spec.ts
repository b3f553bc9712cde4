import { describe, expect, it } from 'vitest'

import { submitOutcome } from '@/lib/popups/finish'
import { popupKind } from '@/lib/popups/kind'
import { popupLeadMessage, popupLeadSchema, popupLeadTarget } from '@/lib/popups/lead'
import { parsePageInfo } from '@/lib/popups/page-info'
import { popupPlacement } from '@/lib/popups/placement'
import { POPUP_PREVIEW_PARAM, popupPreviewHref, previewKeyOf } from '@/lib/popups/preview'
import { popupPageOf, ROUTE_NAMES } from '@/lib/popups/route'
import { popupStyle } from '@/lib/popups/style'
import { popupShows } from '@/lib/popups/visibility'
import { sanitizeStaffHtml } from '@/lib/html/sanitize'
import type { Popup } from '@/payload-types'

import { POPUPS } from '../../seed/data/popups'

/** How a popup is drawn and what happens around it: kinds, page names, placement, the lead, the finish, preview. */

describe('the route name of every public path', () => {
  it.each([
    ['/', 'home', {}],
    ['/es', 'home', {}],
    ['/cars-for-sale', 'inventory', {}],
    ['/used-cars-for-sale', 'inventory', { condition: 'used' }],
    ['/Used-Cars-For-Sale/', 'inventory', { condition: 'used' }],
    ['/used-cars-for-sale/suvs/price-under-20000', 'inventory', { condition: 'used' }],
    ['/certified-cars-for-sale/honda', 'inventory', { condition: 'certified' }],
    ['/used-cars-for-sale/2019-honda-accord-ex-1hgcv1f30ka000001', 'vehicle-detail', { condition: 'used', year: '2019', vin: '1HGCV1F30KA000001' }],
    ['/new-cars-for-sale/1hgcv1f30ka000001', 'vehicle-detail', { condition: 'new', vin: '1HGCV1F30KA000001' }],
    ['/es/used-cars-for-sale/2019-honda-accord-ex-1hgcv1f30ka000001', 'vehicle-detail', { condition: 'used', year: '2019', vin: '1HGCV1F30KA000001' }],
    ['/contact-us', 'contact', {}],
    ['/auto-financing', 'auto-financing', {}],
    ['/auto-financing/apply-for-financing', 'apply-for-financing', {}],
    ['/auto-financing/free-credit-score-pre-approval', 'free-credit-score', {}],
    ['/auto-financing/full-credit-application', 'full-credit-application', {}],
    ['/auto-financing/bad-credit-auto-financing', 'financing-page', { slug: 'bad-credit-auto-financing' }],
    ['/car-research', 'car-research', {}],
    ['/car-research/page/2', 'car-research', {}],
    ['/car-research/topic/news', 'car-research', {}],
    ['/car-research/search', 'car-research-search', {}],
    ['/car-research/body-styles', 'body-style-guide', {}],
    ['/car-research/best-suvs', 'article', { slug: 'best-suvs' }],
    ['/news/best-suvs', 'article', { slug: 'best-suvs' }],
    ['/faqs-okd/best-suvs', 'article', { slug: 'best-suvs' }],
    ['/help-center', 'help-center', {}],
    ['/help-center/financing', 'help-center', { category: 'financing' }],
    ['/sell-trade-my-car', 'sell-trade', {}],
    ['/sell-trade-my-car/your-vehicle', 'sell-trade-vehicle', {}],
    ['/service', 'service', {}],
    ['/service/schedule', 'service-schedule', {}],
    ['/special-offers', 'special-offers', {}],
    ['/special-offers/sales/42', 'special-offers', { type: 'sales', id: '42' }],
    ['/our-company', 'our-company', {}],
    ['/our-company/careers', 'careers', {}],
    ['/our-company/meet-our-team', 'meet-our-team', {}],
    ['/our-company/meet-our-team/jane-doe', 'staff-member', { slug: 'jane-doe' }],
    ['/legal/privacy-policy', 'legal', { page: 'privacy-policy' }],
    ['/vehicle-protection-plans', 'vehicle-protection-plans', {}],
    ['/something-else', 'page', {}],
  ] as Array<[string, string, Record<string, string>]>)('%s is %s', (path, name, params) => {
    const page = popupPageOf(`${path}?utm_source=x#top`)
    expect(page).toEqual({ name, params, path })
    expect(ROUTE_NAMES).toContain(name)
  })
})

describe('what a popup draws', () => {
  const content = (type: 'html' | 'component', extra: Partial<Popup['content']> = {}) => ({ type, ...extra })
  it.each([
    [{ content: content('html', { html: '<p>Hi</p>' }) }, 'html'],
    [{ content: content('html', { html: '   ' }) }, null],
    [{ content: content('html') }, null],
    [{ content: content('component'), settings: { component: 'UnlockInventory' } }, 'unlock-inventory'],
    [{ content: content('component', { innerComponent: 'UnlockInventoryForm' }) }, 'unlock-inventory'],
    [{ content: content('component'), settings: { component: 'UserLead' } }, 'user-lead'],
    [{ content: content('component'), settings: { component: ' userlead ' } }, 'user-lead'],
    [{ content: content('component'), settings: { component: 'UserLeadPhoneVerification' } }, 'user-lead-phone-verification'],
    [{ content: content('component', { innerComponent: 'UserLeadPhoneVerificationForm' }) }, 'user-lead-phone-verification'],
    [{ content: content('component'), settings: { component: 'Carousel' } }, null],
    [{ content: content('component') }, null],
  ] as Array<[Pick<Popup, 'content' | 'settings'>, string | null]>)('%j → %s', (popup, kind) => {
    expect(popupKind(popup)).toBe(kind)
  })

  it('draws every seeded popup', () => {
    expect(POPUPS.map(popupKind)).toEqual(['unlock-inventory', 'html', 'user-lead', 'user-lead-phone-verification'])
  })
})

describe('the seeded popups', () => {
  it('leave the other popups switched off, so browsing meets only the unlock-inventory one', () => {
    expect(POPUPS.filter((popup) => popup.enabled).map((popup) => popup.key)).toEqual(['unlock-inventory'])
    expect(new Set(POPUPS.map((popup) => popup.key)).size).toBe(POPUPS.length)
  })

  it('carry HTML the save hook keeps as it is, so a second seed run changes nothing', () => {
    for (const popup of POPUPS) {
      if (popup.content.html) expect(sanitizeStaffHtml(popup.content.html)).toBe(popup.content.html)
    }
  })

  it('open the HTML offer after its timer on any page', () => {
    const spring = POPUPS.find((popup) => popup.key === 'spring-savings')
    if (!spring) throw new Error('seed lost the spring-savings popup')
    const signals = {
      page: popupPageOf('/contact-us'),
      isLead: false,
      adsValues: {},
      viewed: {},
      seenTags: new Set<string>(),
      clicked: new Set<string>(),
      finished: [],
      disabled: [],
    }
    expect(popupShows(spring, { ...signals, elapsedSeconds: 7 })).toBe(false)
    expect(popupShows(spring, { ...signals, elapsedSeconds: 8 })).toBe(true)
  })
})

describe('placement per phone and larger screen', () => {
  it.each([
    [null, 'mx-0 mb-0 mt-auto', 'sm:m-auto'],
    [{ positionMobile: 'top', positionDesktop: 'bottom-right' }, 'mx-0 mt-0 mb-auto', 'sm:mb-4 sm:mt-auto sm:mr-4 sm:ml-auto'],
    [{ positionMobile: 'center', positionDesktop: 'left' }, 'm-auto', 'sm:my-auto sm:ml-4 sm:mr-auto'],
    [{ positionMobile: 'bottom-left', positionDesktop: 'top' }, 'mb-0 mt-auto ml-0 mr-auto', 'sm:mx-auto sm:mt-4 sm:mb-auto'],
  ] as Array<[Popup['settings'], string, string]>)('%j', (settings, phone, wide) => {
    const classes = popupPlacement(settings)
    expect(classes.startsWith(`${phone} ${wide} `)).toBe(true)
    expect(classes).toContain('sm:max-w-lg')
  })
})

describe('the lead a UserLead popup sends', () => {
  it.each([
    [undefined, { form: 'contact', inquiryType: 'general' }],
    ['', { form: 'contact', inquiryType: 'general' }],
    ['UNLOCK_INVENTORY', { form: 'unlock-inventory' }],
    ['unlock_price', { form: 'unlock-price' }],
    ['CONTACT_FINANCING', { form: 'contact', inquiryType: 'financing' }],
    ['CONTACT_PURCHASING', { form: 'contact', inquiryType: 'purchasing' }],
    ['CONTACT_TRADE_APPRAISAL', { form: 'contact', inquiryType: 'trade-appraisal' }],
    ['CONTACT', { form: 'contact', inquiryType: 'general' }],
    ['SCHEDULE_TEST_DRIVE', { form: 'contact', inquiryType: 'general' }],
  ])('%s → %j', (event, target) => {
    expect(popupLeadTarget(event)).toEqual(target)
  })

  it('checks the four contact fields with the SPEC messages', () => {
    const context = { idempotencyKey: crypto.randomUUID(), pageUrl: 'http://localhost/' }
    const empty = popupLeadSchema.safeParse({ ...context, firstName: '', lastName: ' ', email: 'x@y', phone: '123' })
    expect(empty.success).toBe(false)
    const messages = Object.fromEntries((empty.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(messages).toEqual({
      firstName: 'Enter your first name.',
      lastName: 'Enter your last name.',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    })
    const ok = { ...context, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 (815) 555-0100' }
    expect(popupLeadSchema.safeParse(ok).success).toBe(true)
    expect(popupLeadMessage('Talk to a specialist', '/contact-us')).toBe(
      'Sent from the website popup "Talk to a specialist" on /contact-us.',
    )
  })
})

describe('after a submit', () => {
  it.each([
    [{ redirect: '/thanks', innerComponent: 'LeadReceived', timeoutClose: 3 }, false, { kind: 'redirect', to: '/thanks' }],
    [{ innerComponent: 'AccessGranted', close: true, timeoutClose: 3 }, true, { kind: 'close', afterMs: 3000 }],
    [{ innerComponent: 'LeadReceived' }, true, { kind: 'stay' }],
    [{ innerComponent: 'LeadReceived', close: true }, false, { kind: 'close', afterMs: 0 }],
    [{ innerComponent: '  ', timeoutClose: 3 }, false, { kind: 'close', afterMs: 0 }],
    [{ timeoutClose: 3 }, false, { kind: 'close', afterMs: 0 }],
    [{}, false, { kind: 'close', afterMs: 0 }],
    [null, false, { kind: 'close', afterMs: 0 }],
    [{ redirect: 'javascript:alert(1)', innerComponent: 'LeadReceived' }, true, { kind: 'stay' }],
  ] as Array<[Popup['submitted'], boolean, unknown]>)('%j shows content: %s, then %j', (submitted, showContent, plan) => {
    expect(submitOutcome(submitted)).toEqual({ showContent, plan })
  })
})

describe('staff preview links', () => {
  it('opens a site path through /next/preview with the popup named', () => {
    expect(POPUP_PREVIEW_PARAM).toBe('popup-preview')
    expect(popupPreviewHref('/used-cars-for-sale', 'spring-savings')).toBe(
      `/next/preview?path=${encodeURIComponent('/used-cars-for-sale?popup-preview=spring-savings')}`,
    )
    expect(popupPreviewHref('/cars-for-sale?sort=priceLow', 'a b')).toBe(
      `/next/preview?path=${encodeURIComponent('/cars-for-sale?sort=priceLow&popup-preview=a+b')}`,
    )
    for (const offSite of ['https://evil.example/', '//evil.example', '/\\evil', 'contact-us', '']) {
      expect(popupPreviewHref(offSite, 'k')).toBe(`/next/preview?path=${encodeURIComponent('/?popup-preview=k')}`)
    }
  })

  it('reads the previewed key from the query string', () => {
    expect(previewKeyOf('?popup-preview=spring-savings&x=1')).toBe('spring-savings')
    expect(previewKeyOf('?popup-preview=%20')).toBeNull()
    expect(previewKeyOf('')).toBeNull()
  })
})

describe('page info and styles from the page and the CMS', () => {
  it('reads the page marker, dropping anything but texts', () => {
    expect(parsePageInfo('{"params":{"make":"Honda","n":1},"vehicleId":"abc"}')).toEqual({
      params: { make: 'Honda' },
      vehicleId: 'abc',
    })
    expect(parsePageInfo('{"params":[1]}')).toEqual({ params: {} })
    expect(parsePageInfo('not json')).toEqual({ params: {} })
    expect(parsePageInfo(null)).toEqual({ params: {} })
  })

  it('applies only sizing and spacing styles that load nothing', () => {
    expect(popupStyle({ maxWidth: '32rem', padding: 8, textAlign: 'center' })).toEqual({
      maxWidth: '32rem',
      padding: 8,
      textAlign: 'center',
    })
    expect(popupStyle({ backgroundImage: 'url(https://tracker.example/p.gif)', position: 'fixed' })).toBeUndefined()
    expect(popupStyle({ width: 'url(x)', minWidth: 'calc(100% - 1rem)', gap: Number.NaN })).toEqual({ minWidth: 'calc(100% - 1rem)' })
    expect(popupStyle(null)).toBeUndefined()
    expect(popupStyle(['maxWidth'])).toBeUndefined()
  })
})
