import { describe, expect, it } from 'vitest'

import { isPriceLocked } from '@/lib/vehicles/price-lock'

describe('isPriceLocked (the unlock-price restriction flags per condition and search)', () => {
  it('locks a condition wherever its vehicles show', () => {
    const flags = { used: true, new: false }
    expect(isPriceLocked(flags, 'used')).toBe(true)
    expect(isPriceLocked(flags, 'used', 'search')).toBe(true)
    expect(isPriceLocked(flags, 'new')).toBe(false)
    expect(isPriceLocked(flags, 'certified', 'search')).toBe(false)
  })

  it('the search flag locks every price on search results only', () => {
    const flags = { search: true }
    expect(isPriceLocked(flags, 'new', 'search')).toBe(true)
    expect(isPriceLocked(flags, 'certified', 'search')).toBe(true)
    expect(isPriceLocked(flags, 'new')).toBe(false)
  })

  it('locks nothing without settings', () => {
    expect(isPriceLocked(undefined, 'used', 'search')).toBe(false)
    expect(isPriceLocked({ used: null, search: null }, 'used', 'search')).toBe(false)
  })
})
