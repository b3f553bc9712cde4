import { describe, expect, it } from 'vitest'

import { computeCheckDigit, isValidVin, withCheckDigit } from '@/lib/vin/check-digit'

describe('VIN check digit (49 CFR 565.15)', () => {
  it('accepts published valid VINs', () => {
    // The textbook example of the check-digit calculation, and the all-ones VIN (sum 1 × 89 ≡ 1 mod 11).
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true)
    expect(isValidVin('11111111111111111')).toBe(true)
    expect(isValidVin('1HGCM82633A004352')).toBe(true)
  })

  it('is case-insensitive', () => {
    expect(isValidVin('1m8gdm9axkp042788')).toBe(true)
  })

  it('rejects a wrong check digit', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false)
    expect(isValidVin('11111111211111111')).toBe(false)
    expect(isValidVin('1HGCM82643A004352')).toBe(false)
  })

  it('rejects wrong lengths and the letters I, O and Q', () => {
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false)
    expect(isValidVin('1M8GDM9AXKP0427888')).toBe(false)
    expect(isValidVin('1M8GDM9AXKP0I2788')).toBe(false)
    expect(isValidVin('1M8GDM9AXKPO42788')).toBe(false)
    expect(isValidVin('1M8GDM9AXKPQ42788')).toBe(false)
    expect(isValidVin('')).toBe(false)
  })

  it('computes X for remainder 10', () => {
    expect(computeCheckDigit('1M8GDM9A0KP042788')).toBe('X')
  })

  it('withCheckDigit fixes position 9 and leaves the rest', () => {
    expect(withCheckDigit('1M8GDM9A0KP042788')).toBe('1M8GDM9AXKP042788')
    expect(withCheckDigit('1hgcm82600a004352'.replace('0a', '3a'))).toBe('1HGCM82633A004352')
    expect(isValidVin(withCheckDigit('5TDGZRBH0SS817238'))).toBe(true)
  })

  it('throws on characters a VIN cannot contain', () => {
    expect(() => withCheckDigit('1M8GDM9A0KP04278O')).toThrow()
    expect(() => computeCheckDigit('short')).toThrow()
  })
})
