import { describe, expect, it } from 'vitest'

import { suggest, type SuggestionData } from '@/lib/inventory/search-suggestions'

const DATA: SuggestionData = {
  ctx: { conditions: ['new', 'used'], makes: ['honda', 'hyundai', 'land-rover', 'toyota'], defaultSort: 'newest' },
  makes: [
    { slug: 'honda', name: 'Honda', count: 12, models: [{ slug: 'civic', name: 'Civic', count: 7 }, { slug: 'cr-v', name: 'CR-V', count: 5 }] },
    { slug: 'hyundai', name: 'Hyundai', count: 4, models: [{ slug: 'tucson', name: 'Tucson', count: 4 }] },
    { slug: 'land-rover', name: 'Land Rover', count: 2, models: [{ slug: 'defender', name: 'Defender', count: 2 }] },
    { slug: 'toyota', name: 'Toyota', count: 20, models: [{ slug: 'camry', name: 'Camry', count: 9 }, { slug: 'tacoma', name: 'Tacoma', count: 11 }] },
  ],
  bodyStyles: [
    { value: 'suvs', count: 15 },
    { value: 'trucks', count: 11 },
    { value: 'sedans', count: 16 },
  ],
}

const shown = (text: string) => suggest(text, DATA).map((s) => [s.text, s.kind, s.count, s.href])

describe('search suggestions', () => {
  it('completes a make, most vehicles first, with the canonical listing of each', () => {
    expect(shown('h')).toEqual([
      ['Honda', 'Make', 12, '/cars-for-sale/honda'],
      ['Hyundai', 'Make', 4, '/cars-for-sale/hyundai'],
    ])
  })

  it('completes models by their own name or after their make, and body styles by their synonyms', () => {
    expect(shown('civ')).toEqual([['Honda Civic', 'Model', 7, '/cars-for-sale/honda-civic']])
    expect(shown('honda c')).toEqual([
      ['Honda Civic', 'Model', 7, '/cars-for-sale/honda-civic'],
      ['Honda CR-V', 'Model', 5, '/cars-for-sale/honda-cr-v'],
      // "c" also begins "crossover", which is an SUV.
      ['honda SUVs', 'Body style', 15, '/cars-for-sale/suvs/honda'],
    ])
    expect(shown('pick')).toEqual([['Trucks', 'Body style', 11, '/cars-for-sale/trucks']])
  })

  it('keeps the words before the completed one', () => {
    expect(shown('blue awd su')).toEqual([['blue awd SUVs', 'Body style', 15, '/cars-for-sale/suvs?q=blue+awd']])
    expect(shown('land ro')[0]).toEqual(['Land Rover', 'Make', 2, '/cars-for-sale/land-rover'])
  })

  it('suggests nothing for nothing, and at most eight', () => {
    expect(suggest('   ', DATA)).toEqual([])
    expect(suggest('zzz', DATA)).toEqual([])
    expect(suggest('t', DATA, 1)).toHaveLength(1)
  })
})
