import { describe, expect, it } from 'vitest'

import { FINANCING_PAGES, financingPageMeta } from '@/lib/financing/pages'
import { financingVehicleOf, vinFromQuery } from '@/lib/financing/vehicle'
import { FINANCING_VARIANTS } from '@/lib/leads/schemas/apply-financing'
import { SITEMAP_PAGES } from '@/lib/sitemaps/entries'
import { toggleForPath } from '@/lib/settings/page-toggles'

describe('pre-approval pages', () => {
  it('has one page per form variant, at the SPEC route, governed by its own page toggle', () => {
    expect(Object.keys(FINANCING_PAGES).sort()).toEqual([...FINANCING_VARIANTS].sort())
    expect(FINANCING_PAGES['apply-for-financing'].path).toBe('/auto-financing/apply-for-financing')
    expect(FINANCING_PAGES['free-credit-score-pre-approval'].path).toBe('/auto-financing/free-credit-score-pre-approval')
    expect(toggleForPath(FINANCING_PAGES['apply-for-financing'].path)).toBe('applyForFinancing')
    expect(toggleForPath(FINANCING_PAGES['free-credit-score-pre-approval'].path)).toBe('freeCreditScore')
    for (const page of Object.values(FINANCING_PAGES)) expect(SITEMAP_PAGES).toContain(page.path)
  })

  it('verifies the phone only on the credit-score page (phoneVerification on)', () => {
    expect(FINANCING_PAGES['free-credit-score-pre-approval'].phoneVerified).toBe(true)
    expect(FINANCING_PAGES['apply-for-financing'].phoneVerified).toBe(false)
  })

  it('titles the pages with the dealership name, and without it when the settings have none', () => {
    expect(financingPageMeta('apply-for-financing', 'Northern Motors')).toEqual({
      title: 'Get pre-approved for auto financing | Northern Motors',
      description: expect.stringContaining('at Northern Motors in under 2 minutes'),
      canonical: '/auto-financing/apply-for-financing',
    })
    const bare = financingPageMeta('free-credit-score-pre-approval', null)
    expect(bare.title).toBe('Free credit score pre-approval')
    expect(bare.description).toContain('at our dealership')
    expect(bare.description).not.toContain('{dealer}')
  })
})

describe('the vehicle of ?vin=', () => {
  it('reads a 17-character VIN in any case and ignores anything else', () => {
    expect(vinFromQuery('1hgcm82633a004352')).toBe('1HGCM82633A004352')
    expect(vinFromQuery([' 1HGCM82633A004352 ', 'x'])).toBe('1HGCM82633A004352')
    for (const junk of [undefined, '', '1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM82633A00435!', []])
      expect(vinFromQuery(junk), String(junk)).toBeNull()
  })

  it('names only vehicles a visitor can buy', () => {
    const car = { id: 'v1', year: 2021, make: 'Honda', model: 'Accord', trim: 'EX-L', status: 'available', reserve: false } as const
    expect(financingVehicleOf(car)).toEqual({ id: 'v1', title: '2021 Honda Accord EX-L' })
    expect(financingVehicleOf({ ...car, trim: null })).toEqual({ id: 'v1', title: '2021 Honda Accord' })
    expect(financingVehicleOf({ ...car, status: 'sold' })).toBeNull()
    expect(financingVehicleOf({ ...car, reserve: true })).toBeNull()
    expect(financingVehicleOf(null)).toBeNull()
  })
})
