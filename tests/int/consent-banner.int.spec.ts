import { describe, expect, it } from 'vitest'

import {
  CONSENT_COOKIES,
  consentChoice,
  consentStartPlan,
  offersCookieSettings,
  parseDisplay,
} from '@/lib/consent/banner'
import { CONSENT_TEXTS } from '@/lib/consent/texts'
import { toConsentSettings } from '@/lib/data/cookie-consent'
import { CONSENT_TIERS, COOKIE_CATEGORIES, type ConsentDisplay } from '@/lib/consent/tiers'

const ALL = [...COOKIE_CATEGORIES]
const DISPLAYS = [null, 'show', 'hide', 'force'] as const
const STORED = [undefined, 'essential', 'essential,analytics', 'essential,functional,analytics,targeting'] as const
const PATHS = ['/', '/used-cars-for-sale', '/legal', '/legal/cookie-policy', '/legally-speaking'] as const

// Every tier × store display × visitor display × stored consent × path: 1,600 start situations.
const CASES = CONSENT_TIERS.flatMap((tier) =>
  DISPLAYS.flatMap((setting) =>
    DISPLAYS.flatMap((visitor) =>
      STORED.flatMap((stored) => PATHS.map((pathname) => ({ tier, setting, visitor, stored, pathname }))),
    ),
  ),
)

const planOf = ({ tier, setting, visitor, stored, pathname }: (typeof CASES)[number]) =>
  consentStartPlan({
    tier,
    setting,
    pathname,
    cookies: { [CONSENT_COOKIES.allowed]: stored, [CONSENT_COOKIES.display]: visitor ?? undefined },
  })

const isLegal = (path: string) => path === '/legal' || path.startsWith('/legal/')

describe('cookie banner at the start of a page (display setting and tiers)', () => {
  it('covers the whole table', () => expect(CASES).toHaveLength(4 * 4 * 4 * 4 * 5))

  it.each(CASES)('tier $tier, store $setting, visitor $visitor, stored $stored, $pathname', (input) => {
    const plan = planOf(input)
    const { tier, setting, visitor, stored, pathname } = input
    const complete = stored === 'essential,functional,analytics,targeting'

    // Tier 0 and 1 grant all four categories at once unless they already are; above 1 nothing is granted.
    if (tier < 2 && !complete) expect(plan.grant).toEqual(ALL)
    else expect(plan.grant).toBeNull()
    expect(plan.allowed).toEqual(tier < 2 ? ALL : (stored?.split(',') ?? []))

    // The visitor's own state wins over the store's; unset, the banner shows when the tier is above 0.
    const display: ConsentDisplay = visitor ?? setting ?? (tier > 0 ? 'show' : 'hide')
    const visible = tier > 0 && (display === 'force' || (display === 'show' && !isLegal(pathname)))
    expect(plan.visible).toBe(visible)

    expect(plan.actions).toEqual(
      [[], ['close'], ['customize', 'acceptAll'], ['customize', 'acceptAll', 'deny']][tier],
    )
  })

  it('never shows at tier 0, and never after the visitor chose', () => {
    for (const input of CASES) {
      if (input.tier === 0 || input.visitor === 'hide') expect(planOf(input).visible).toBe(false)
    }
  })

  it('reads an unknown stored display as none and ignores unknown categories', () => {
    expect(parseDisplay('sometimes')).toBeNull()
    const plan = consentStartPlan({
      tier: 2,
      setting: null,
      pathname: '/',
      cookies: { allowCookies: 'analytics,cookies-for-everyone', displayCookies: 'sometimes' },
    })
    expect(plan).toMatchObject({ allowed: ['analytics'], visible: true })
  })
})

describe('a choice', () => {
  it('stores the categories of the button and hides the banner', () => {
    expect(consentChoice('acceptAll')).toEqual({ allowed: ALL, display: 'hide' })
    expect(consentChoice('close')).toEqual({ allowed: ALL, display: 'hide' })
    expect(consentChoice('deny')).toEqual({ allowed: ['essential', 'functional', 'analytics'], display: 'hide' })
  })

  it('keeps essential whatever the customised choice', () => {
    expect(consentChoice('customize', [])).toEqual({ allowed: ['essential'], display: 'hide' })
    expect(consentChoice('customize', ['targeting', 'analytics']).allowed).toEqual([
      'essential',
      'analytics',
      'targeting',
    ])
  })
})

describe('the settings the banner gets', () => {
  it('reads the tier, display and lock, and falls back to the built-in text for blank ones', () => {
    const settings = toConsentSettings({
      tier: '3',
      display: 'force',
      bg_locked: true,
      texts: {
        en: { ...CONSENT_TEXTS.en, title: 'Cookies here', acceptAll: '  ' },
        es: CONSENT_TEXTS.es,
      },
    })
    expect(settings).toMatchObject({ tier: 3, display: 'force', bgLocked: true })
    expect(settings.texts.title).toBe('Cookies here')
    expect(settings.texts.acceptAll).toBe(CONSENT_TEXTS.en.acceptAll)
  })

  it('offers the footer link where consent is a choice', () => {
    expect(CONSENT_TIERS.map(offersCookieSettings)).toEqual([false, false, true, true])
  })
})
