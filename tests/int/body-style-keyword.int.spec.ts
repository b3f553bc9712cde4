import { describe, expect, it } from 'vitest'

import {
  bodyStyleForKeyword,
  bodyStyleKeywordPath,
  bodyStyleListingPath,
  type KeywordBodyStyle,
} from '@/lib/inventory/body-style-keyword'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

// The seeded names, one of them renamed the way an editor might.
const ALL: KeywordBodyStyle[] = [
  { value: 'suvs', name: 'SUVs & Crossovers' },
  { value: 'sedans', name: 'Sedans' },
  { value: 'wagons', name: 'Wagons' },
  { value: 'coupes', name: 'Coupes' },
  { value: 'convertibles', name: 'Convertibles' },
  { value: 'hatchbacks', name: 'Hatchbacks' },
  { value: 'trucks', name: 'Trucks' },
  { value: 'minivans', name: 'Minivans' },
  { value: 'commercial', name: 'Commercial Vehicles' },
]

describe('body-style keyword parser', () => {
  it.each([
    // Values and names, singular and plural, any case.
    ['suvs', 'suvs'],
    ['SUV', 'suvs'],
    ['Sedan', 'sedans'],
    ['sedans', 'sedans'],
    ['wagon', 'wagons'],
    ['coupe', 'coupes'],
    ['Coupés', 'coupes'],
    ['convertible', 'convertibles'],
    ['hatchbacks', 'hatchbacks'],
    ['hatches', 'hatchbacks'],
    ['truck', 'trucks'],
    ['minivan', 'minivans'],
    ['commercial vehicles', 'commercial'],
    // The editor's own name.
    ['crossovers', 'suvs'],
    ['suvs & crossovers', 'suvs'],
    // Synonyms.
    ['pickup', 'trucks'],
    ['pick-up trucks', 'trucks'],
    ['crew cab', 'trucks'],
    ['van', 'minivans'],
    ['mini van', 'minivans'],
    ['7-seater', 'minivans'],
    ['crossover', 'suvs'],
    ['third row SUV', 'suvs'],
    ['car', 'sedans'],
    ['4-door', 'sedans'],
    ['station wagon', 'wagons'],
    ['sports car', 'coupes'],
    ['2 door', 'coupes'],
    ['cabriolet', 'convertibles'],
    ['drop-top', 'convertibles'],
    ['roadster', 'convertibles'],
    ['5-door hatch', 'hatchbacks'],
    // The longest phrase wins over a word inside it.
    ['work truck', 'commercial'],
    ['cargo van', 'commercial'],
    ['box trucks', 'commercial'],
    // Filler words and punctuation do not matter.
    ['cheap used pickup trucks for sale', 'trucks'],
    ['I want a minivan!', 'minivans'],
    ['  best   family   SUV  ', 'suvs'],
    // Of two styles named, the first one typed.
    ['suv or truck', 'suvs'],
    ['truck or suv', 'trucks'],
  ] as const)('%s → %s', (keyword, expected) => {
    expect(bodyStyleForKeyword(keyword, ALL)).toBe(expected)
  })

  it.each([
    '',
    '   ',
    'used cars',
    'new cars for sale',
    'toyota',
    'under 20000',
    'blue',
    '!!!',
    'x'.repeat(500),
  ])('%j names no body style', (keyword) => {
    expect(bodyStyleForKeyword(keyword, ALL)).toBeNull()
  })

  it('names only active body styles: an inactive one leads to the whole listing', () => {
    const withoutTrucks = ALL.filter((style) => style.value !== 'trucks')
    expect(bodyStyleForKeyword('pickup', withoutTrucks)).toBeNull()
    expect(bodyStyleKeywordPath('pickup', withoutTrucks)).toBe('/used-cars-for-sale')
  })

  it('leads to the body style listing through the inventory path grammar', () => {
    expect(bodyStyleKeywordPath('pickup', ALL)).toBe('/used-cars-for-sale/trucks')
    expect(bodyStyleKeywordPath('used cars', ALL)).toBe('/used-cars-for-sale')
    for (const value of BODY_STYLE_VALUES) expect(bodyStyleListingPath(value)).toBe(`/used-cars-for-sale/${value}`)
  })
})
