import { describe, expect, it } from 'vitest'

import { CONSENT_TEXTS } from '@/lib/consent/texts'
import {
  autoGrant,
  bannerActions,
  categoriesForAction,
  COOKIE_CATEGORIES,
  isBannerVisible,
  isCategoryAllowed,
  isFunctionalAllowed,
  parseAllowedCategories,
  parseTier,
  resolveDisplay,
  serializeAllowedCategories,
  shouldRevokePixelConsent,
} from '@/lib/consent/tiers'

describe('cookie consent tiers 0 to 3 and the display setting', () => {
  it('offers the buttons of each tier', () => {
    expect(bannerActions(0)).toEqual([])
    expect(bannerActions(1)).toEqual(['close'])
    expect(bannerActions(2)).toEqual(['customize', 'acceptAll'])
    expect(bannerActions(3)).toEqual(['customize', 'acceptAll', 'deny'])
  })

  it('grants all four categories on close and accept all, and all but targeting on deny', () => {
    expect(categoriesForAction('close')).toEqual(['essential', 'functional', 'analytics', 'targeting'])
    expect(categoriesForAction('acceptAll')).toEqual([...COOKIE_CATEGORIES])
    expect(categoriesForAction('deny')).toEqual(['essential', 'functional', 'analytics'])
  })

  it('always keeps essential in a customised choice and ignores unknown names', () => {
    expect(categoriesForAction('customize', ['analytics', 'bogus'])).toEqual(['essential', 'analytics'])
    expect(categoriesForAction('customize', [])).toEqual(['essential'])
  })

  it('auto-accepts below tier 2 unless everything is already granted', () => {
    expect(autoGrant(0, [])).toEqual([...COOKIE_CATEGORIES])
    expect(autoGrant(1, ['essential'])).toEqual([...COOKIE_CATEGORIES])
    expect(autoGrant(1, [...COOKIE_CATEGORIES])).toBeNull()
    expect(autoGrant(2, [])).toBeNull()
    expect(autoGrant(3, ['essential'])).toBeNull()
  })

  it('allows functional cookies at tier 1 or lower, or when listed', () => {
    expect(isFunctionalAllowed(0, [])).toBe(true)
    expect(isFunctionalAllowed(1, [])).toBe(true)
    expect(isFunctionalAllowed(2, [])).toBe(false)
    expect(isFunctionalAllowed(2, ['essential', 'functional'])).toBe(true)
    expect(isFunctionalAllowed(3, ['essential', 'analytics'])).toBe(false)
    expect(isCategoryAllowed('essential', 3, [])).toBe(true)
    expect(isCategoryAllowed('targeting', 3, ['essential', 'functional', 'analytics'])).toBe(false)
  })

  it('revokes pixel consent above tier 1 only when a pixel exists and functional is not allowed', () => {
    expect(shouldRevokePixelConsent(2, ['essential'], true)).toBe(true)
    expect(shouldRevokePixelConsent(2, ['essential'], false)).toBe(false)
    expect(shouldRevokePixelConsent(3, ['essential', 'functional'], true)).toBe(false)
    expect(shouldRevokePixelConsent(1, [], true)).toBe(false)
  })

  it('parses and serialises the comma-separated allowed list', () => {
    expect(parseAllowedCategories('analytics, essential,bogus,analytics')).toEqual(['essential', 'analytics'])
    expect(parseAllowedCategories('')).toEqual([])
    expect(parseAllowedCategories(undefined)).toEqual([])
    expect(serializeAllowedCategories(['targeting', 'essential', 'functional'])).toBe('essential,functional,targeting')
    expect(serializeAllowedCategories(categoriesForAction('deny'))).toBe('essential,functional,analytics')
    expect(parseAllowedCategories(serializeAllowedCategories([...COOKIE_CATEGORIES]))).toEqual([...COOKIE_CATEGORIES])
  })

  it('parses the tier select value and falls back to tier 2', () => {
    expect(parseTier('0')).toBe(0)
    expect(parseTier('3')).toBe(3)
    expect(parseTier(1)).toBe(1)
    expect(parseTier('7')).toBe(2)
    expect(parseTier(null)).toBe(2)
    expect(parseTier('')).toBe(2)
  })

  it('derives the display state when unset: show above tier 0, else hide', () => {
    expect(resolveDisplay(undefined, 0)).toBe('hide')
    expect(resolveDisplay(null, 1)).toBe('show')
    expect(resolveDisplay(undefined, 3)).toBe('show')
    expect(resolveDisplay('force', 2)).toBe('force')
    expect(resolveDisplay('hide', 2)).toBe('hide')
  })

  it('shows the banner except on /legal, everywhere when forced, never when hidden or at tier 0', () => {
    expect(isBannerVisible({ tier: 2, pathname: '/' })).toBe(true)
    expect(isBannerVisible({ tier: 2, pathname: '/legal/cookie-policy' })).toBe(false)
    expect(isBannerVisible({ tier: 2, setting: 'force', pathname: '/legal/cookie-policy' })).toBe(true)
    expect(isBannerVisible({ tier: 2, setting: 'hide', pathname: '/' })).toBe(false)
    expect(isBannerVisible({ tier: 0, setting: 'force', pathname: '/' })).toBe(false)
    // Once the visitor chose, their persisted 'hide' wins over the store's setting.
    expect(isBannerVisible({ tier: 3, setting: 'force', visitor: 'hide', pathname: '/' })).toBe(false)
    expect(isBannerVisible({ tier: 1, pathname: '/legalese' })).toBe(true)
  })

  it('has every banner text in English and Spanish', () => {
    for (const lang of ['en', 'es'] as const) {
      const t = CONSENT_TEXTS[lang]
      for (const value of [t.title, t.description, t.acceptAll, t.customize, t.deny, t.close, t.save]) {
        expect(value.trim()).not.toBe('')
      }
      expect(Object.keys(t.labels)).toEqual([...COOKIE_CATEGORIES])
    }
    expect(CONSENT_TEXTS.es.acceptAll).not.toBe(CONSENT_TEXTS.en.acceptAll)
  })
})
