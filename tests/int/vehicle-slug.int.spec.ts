import { describe, expect, it } from 'vitest'

import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { previousPriceAfter } from '@/lib/vehicles/price-drop'
import { slugify, vehicleSlug, vehicleTitle } from '@/lib/vehicles/slug'
import { hexColorError, httpUrlError, isVinFormat, normalizeVin, vinError, yearError } from '@/lib/vehicles/validation'

describe('slugify', () => {
  it('lowercases and joins words with single dashes', () => {
    expect(slugify('Mercedes-Benz  GLE 350')).toBe('mercedes-benz-gle-350')
    expect(slugify('  Land Rover / Range Rover (L460) ')).toBe('land-rover-range-rover-l460')
  })

  it('drops accents and never leaves leading, trailing or doubled dashes', () => {
    expect(slugify('Citroën C4 Picasso')).toBe('citroen-c4-picasso')
    expect(slugify('--José  Núñez--')).toBe('jose-nunez')
    expect(slugify('!!!')).toBe('')
  })
})

describe('vehicleSlug', () => {
  it('is {year}-{make}-{model}-{trim}-{vin} with the VIN lowercased', () => {
    expect(
      vehicleSlug({ year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE Premium', vin: '2T3C1RFV5MW123456' }),
    ).toBe('2021-toyota-rav4-xle-premium-2t3c1rfv5mw123456')
  })

  it('collapses punctuation in names', () => {
    expect(vehicleSlug({ year: 2019, make: 'Ram', model: '1500 Classic', trim: 'Big Horn/Lone Star', vin: 'ABC' })).toBe(
      '2019-ram-1500-classic-big-horn-lone-star-abc',
    )
  })

  it('skips a missing or empty trim without a double dash', () => {
    const parts = { year: 2018, make: 'Honda', model: 'Civic', vin: '19XFC2F59JE000001' }
    expect(vehicleSlug({ ...parts, trim: null })).toBe('2018-honda-civic-19xfc2f59je000001')
    expect(vehicleSlug({ ...parts, trim: '' })).toBe('2018-honda-civic-19xfc2f59je000001')
  })
})

describe('vehicleTitle', () => {
  it('is "{year} {make} {model} {trim}"', () => {
    expect(vehicleTitle({ year: 2021, make: 'Toyota', model: 'RAV4', trim: 'XLE' })).toBe('2021 Toyota RAV4 XLE')
  })

  it('skips missing parts and trims whitespace', () => {
    expect(vehicleTitle({ year: 2020, make: ' Ford ', model: 'F-150', trim: null })).toBe('2020 Ford F-150')
    expect(vehicleTitle({})).toBe('')
  })
})

describe('VIN format', () => {
  it('accepts 17 letters and digits without I, O or Q, in either case', () => {
    expect(isVinFormat('1HGCM82633A004352')).toBe(true)
    expect(isVinFormat('1hgcm82633a004352')).toBe(true)
  })

  it('rejects other lengths and the letters I, O and Q', () => {
    expect(isVinFormat('1HGCM82633A00435')).toBe(false)
    expect(isVinFormat('1HGCM82633A0043521')).toBe(false)
    expect(isVinFormat('1HGCM82633A00435I')).toBe(false)
    expect(isVinFormat('1HGCM82633A00435O')).toBe(false)
    expect(isVinFormat('1HGCM82633A00435Q')).toBe(false)
    expect(isVinFormat('1HGCM82633A00435-')).toBe(false)
  })

  it('normalizes pasted VINs to capitals without spaces or dashes', () => {
    expect(normalizeVin(' 1hgcm8-2633a 004352 ')).toBe('1HGCM82633A004352')
  })

  it('explains what is wrong', () => {
    expect(vinError('1hgcm82633a004352')).toBe(true)
    expect(vinError('')).toBe('Enter the 17-character VIN.')
    expect(vinError(null)).toBe('Enter the 17-character VIN.')
    expect(vinError('1HGCM82633')).toBe('A VIN has exactly 17 characters; this one has 10.')
    expect(vinError('1HGCM82633A00435O')).toMatch(/never contains the letters I, O or Q/)
    expect(vinError('1HGCM82633A00435_')).toBe('A VIN contains only letters and digits.')
  })
})

describe('other vehicle field checks', () => {
  const now = new Date('2026-06-01T12:00:00Z')

  it('accepts model years from 1900 to two years ahead', () => {
    expect(yearError(1900, now)).toBe(true)
    expect(yearError(2028, now)).toBe(true)
    expect(yearError(2029, now)).toBe('Enter a four-digit year between 1900 and 2028.')
    expect(yearError(1899, now)).toMatch(/between 1900/)
    expect(yearError(2020.5, now)).toMatch(/four-digit year/)
  })

  it('requires the year unless told otherwise', () => {
    expect(yearError(null, now)).toBe('Enter the model year.')
    expect(yearError(undefined, now, false)).toBe(true)
  })

  it('checks #rrggbb colors and http(s) links only when present', () => {
    expect(hexColorError('#1f3A5f')).toBe(true)
    expect(hexColorError(undefined)).toBe(true)
    expect(hexColorError('1f3a5f')).toMatch(/#1f3a5f/)
    expect(hexColorError('#fff')).toMatch(/six-digit/)
    expect(httpUrlError('https://www.carfax.com/report')).toBe(true)
    expect(httpUrlError('')).toBe(true)
    expect(httpUrlError('www.carfax.com')).toMatch(/https:\/\//)
  })

  it('lists the nine body style values of the spec', () => {
    expect([...BODY_STYLE_VALUES].sort()).toEqual(
      ['commercial', 'convertibles', 'coupes', 'hatchbacks', 'minivans', 'sedans', 'suvs', 'trucks', 'wagons'],
    )
  })
})

describe('previousPriceAfter', () => {
  it('records the old price when the price drops', () => {
    expect(previousPriceAfter({ price: 27995, oldPrice: 29995, previousPrice: null })).toBe(29995)
  })

  it('records the latest old price on a second drop', () => {
    expect(previousPriceAfter({ price: 25995, oldPrice: 27995, previousPrice: 29995 })).toBe(27995)
  })

  it('keeps the marker while the price stays the same or rises but stays below it', () => {
    expect(previousPriceAfter({ price: 27995, oldPrice: 27995, previousPrice: 29995 })).toBe(29995)
    expect(previousPriceAfter({ price: 28500, oldPrice: 27995, previousPrice: 29995 })).toBe(29995)
  })

  it('clears the marker once the price is back at or above it', () => {
    expect(previousPriceAfter({ price: 29995, oldPrice: 27995, previousPrice: 29995 })).toBeNull()
    expect(previousPriceAfter({ price: 31000, oldPrice: 27995, previousPrice: 29995 })).toBeNull()
  })

  it('on create keeps a given previous price only if it is higher (seeded price drops)', () => {
    expect(previousPriceAfter({ price: 19995, previousPrice: 21995 })).toBe(21995)
    expect(previousPriceAfter({ price: 19995, previousPrice: 18995 })).toBeNull()
    expect(previousPriceAfter({ price: 19995 })).toBeNull()
  })

  it('leaves the marker alone when no price is known', () => {
    expect(previousPriceAfter({ price: null, previousPrice: 21995 })).toBe(21995)
  })
})
