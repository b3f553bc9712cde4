import { describe, expect, it } from 'vitest'

import { defaultPageToggles, isPageEnabled, PAGE_TOGGLES, toggleForPath } from '@/lib/settings/page-toggles'

describe('page toggles (the per-page on/off table)', () => {
  it('switches off special offers, service scheduling and the two financing content pages by default', () => {
    const off = Object.entries(PAGE_TOGGLES)
      .filter(([, entry]) => !entry.defaultValue)
      .map(([key]) => key)
      .sort()
    expect(off).toEqual(['badCreditAutoFinancing', 'betterThanBuyHerePayHere', 'serviceSchedule', 'specialOffers'])
    expect(defaultPageToggles().preApproved).toBe(true)
  })

  it('applies the defaults when the global is empty', () => {
    expect(isPageEnabled({}, '/special-offers')).toBe(false)
    expect(isPageEnabled({}, '/special-offers/dealer/42')).toBe(false)
    expect(isPageEnabled(null, '/service/schedule')).toBe(false)
    expect(isPageEnabled(undefined, '/service')).toBe(true)
    expect(isPageEnabled({}, '/auto-financing/better-than-buy-here-pay-here')).toBe(false)
    expect(isPageEnabled({}, '/auto-financing/bad-credit-auto-financing')).toBe(false)
    expect(isPageEnabled({}, '/auto-financing/apply-for-financing')).toBe(true)
    expect(isPageEnabled({}, '/contact-us')).toBe(true)
  })

  it('lets the most specific toggle govern a path', () => {
    expect(toggleForPath('/service')).toBe('service')
    expect(toggleForPath('/service/schedule')).toBe('serviceSchedule')
    expect(toggleForPath('/our-company/meet-our-team/jane-doe')).toBe('meetOurTeam')
    expect(toggleForPath('/our-company')).toBe('ourCompany')
    expect(isPageEnabled({ service: false }, '/service/schedule')).toBe(false)
    expect(isPageEnabled({ service: false, serviceSchedule: true }, '/service/schedule')).toBe(true)
    expect(isPageEnabled({ serviceSchedule: true }, '/service/schedule')).toBe(true)
    expect(isPageEnabled({ specialOffers: true }, '/special-offers/sales')).toBe(true)
  })

  it('matches on whole path segments, ignoring case, trailing slash and query', () => {
    expect(toggleForPath('/services')).toBeNull()
    expect(toggleForPath('/Service/')).toBe('service')
    expect(isPageEnabled({}, '/special-offers/?page=2')).toBe(false)
    expect(isPageEnabled({}, 'special-offers')).toBe(false)
  })

  it('covers the inventory aliases and the article sections', () => {
    expect(toggleForPath('/cars-for-sale/suvs')).toBe('inventory')
    expect(toggleForPath('/used-cars-for-sale')).toBe('inventory')
    expect(toggleForPath('/certified-cars-for-sale/2021-honda-civic-1hgcm82633a004352')).toBe('inventory')
    expect(toggleForPath('/staff-reviews/some-article')).toBe('carResearch')
    expect(toggleForPath('/faqs-okd/some-article')).toBe('carResearch')
    expect(isPageEnabled({ inventory: false }, '/new-cars-for-sale/price-under-20000')).toBe(false)
  })

  it('leaves ungoverned paths (home, sitemap, unknown) on', () => {
    expect(toggleForPath('/')).toBeNull()
    expect(isPageEnabled({ specialOffers: false }, '/')).toBe(true)
    expect(isPageEnabled({}, '/sitemap.xml')).toBe(true)
  })
})
