import { describe, expect, it } from 'vitest'

import { withCheckDigit } from '@/lib/vin/check-digit'
import { decodeVin, makeOf, modelYearOf, normalizeVin } from '@/lib/vin/decode'

const NOW = new Date('2026-11-22T12:00:00Z')

describe('decodeVin with published VINs', () => {
  it('decodes the 2003 Honda Accord VIN 1HGCM82633A004352', () => {
    expect(decodeVin('1HGCM82633A004352', NOW)).toEqual({
      ok: true,
      decoded: { vin: '1HGCM82633A004352', modelYear: 2003, make: 'Honda', checkDigit: 'valid' },
    })
  })

  it('takes a check digit X (1M8GDM9AXKP042788, a 1989 Motor Coach Industries coach, make not in the table)', () => {
    expect(decodeVin('1M8GDM9AXKP042788', NOW)).toEqual({
      ok: true,
      decoded: { vin: '1M8GDM9AXKP042788', modelYear: 1989, make: null, checkDigit: 'valid' },
    })
  })

  it('refuses a North American VIN whose check digit is wrong', () => {
    expect(decodeVin('1HGCM82643A004352', NOW)).toEqual({ ok: false, reason: 'check-digit' })
  })

  it('accepts a European VIN with the filler Z in position 9, which legitimately fails the check digit', () => {
    const result = decodeVin('WVWZZZ1JZ3W386752', NOW)
    expect(result).toEqual({
      ok: true,
      decoded: { vin: 'WVWZZZ1JZ3W386752', modelYear: 2003, make: 'Volkswagen', checkDigit: 'not-required' },
    })
  })

  it('refuses a wrong length or the letters I, O and Q', () => {
    for (const vin of ['1HGCM82633A00435', '1HGCM82633A0043521', '1HGCM82633A0O4352', 'IHGCM82633A004352', '']) {
      expect(decodeVin(vin, NOW)).toEqual({ ok: false, reason: 'format' })
    }
  })

  it('cleans what a visitor pastes', () => {
    expect(normalizeVin(' 1hgcm8-2633a 004352 ')).toBe('1HGCM82633A004352')
    expect(decodeVin(' 1hgcm82633a004352 ', NOW).ok).toBe(true)
  })
})

describe('modelYearOf', () => {
  // Synthetic VINs: a Chevrolet identifier, position 7 a digit or a letter, position 10 the year code.
  const vin = (position7: string, yearCode: string) => withCheckDigit(`1G1ZD5${position7}T0${yearCode}F100000`)

  it('reads position 10 in the 1980-2009 cycle when position 7 is a digit', () => {
    expect(modelYearOf(vin('5', 'A'), NOW)).toBe(1980)
    expect(modelYearOf(vin('5', 'Y'), NOW)).toBe(2000)
    expect(modelYearOf(vin('5', '1'), NOW)).toBe(2001)
    expect(modelYearOf(vin('5', '9'), NOW)).toBe(2009)
  })

  it('reads position 10 in the 2010-2039 cycle when position 7 is a letter', () => {
    expect(modelYearOf(vin('E', 'A'), NOW)).toBe(2010)
    expect(modelYearOf(vin('E', 'J'), NOW)).toBe(2018)
    expect(modelYearOf(vin('E', 'S'), NOW)).toBe(2025)
    expect(modelYearOf(vin('E', 'T'), NOW)).toBe(2026)
    // Next year's models are on sale from the autumn before.
    expect(modelYearOf(vin('E', 'V'), NOW)).toBe(2027)
  })

  it('never answers a year more than a year ahead: such a VIN belongs to the earlier cycle', () => {
    expect(modelYearOf(vin('E', 'W'), NOW)).toBe(1998)
    expect(modelYearOf(vin('E', '5'), NOW)).toBe(2005)
  })

  it('has no year for the codes I, O, Q, U, Z and 0', () => {
    for (const code of ['U', 'Z', '0']) expect(modelYearOf(`1G1ZD5E70${code}F100000`, NOW)).toBeNull()
  })
})

describe('makeOf', () => {
  it('knows the makes of a Midwest lot by their manufacturer identifier', () => {
    expect(makeOf('1FTFW1E50MFA00000')).toBe('Ford')
    expect(makeOf('1GCUYDED5MZ000000')).toBe('Chevrolet')
    expect(makeOf('5YJ3E1EA7JF000316')).toBe('Tesla')
    expect(makeOf('JTDKN3DU0A0000000')).toBe('Toyota')
    expect(makeOf('KNDJN2A20F7000000')).toBe('Kia')
    expect(makeOf('1C4RJFBG0FC000000')).toBeNull()
  })
})
