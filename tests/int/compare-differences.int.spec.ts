import { describe, expect, it } from 'vitest'

import { compareVehicles, type CompareFacts, type FactKey } from '@/lib/compare/differences'

const car = (facts: Partial<CompareFacts> = {}): CompareFacts => ({
  price: 20_000,
  monthly: 400,
  mileage: 30_000,
  year: 2020,
  drivetrain: 'fwd',
  mpgCity: 28,
  mpgHighway: 36,
  features: [],
  ...facts,
})

const row = (cars: CompareFacts[], key: FactKey) => {
  const found = compareVehicles(cars).facts.find((fact) => fact.key === key)
  if (!found) throw new Error(`no ${key} row`)
  return { differs: found.differs, texts: found.cells.map((cell) => cell.text), best: found.cells.map((cell) => cell.best) }
}

describe('compareVehicles: fact rows (table)', () => {
  const cases: { name: string; key: FactKey; cars: CompareFacts[]; texts: string[]; differs: boolean; best: boolean[] }[] = [
    {
      name: 'the lowest price is best',
      key: 'price',
      cars: [car({ price: 21_500 }), car({ price: 18_990 }), car({ price: 25_000 })],
      texts: ['$21,500', '$18,990', '$25,000'],
      differs: true,
      best: [false, true, false],
    },
    {
      name: 'equal prices do not differ and nothing is best',
      key: 'price',
      cars: [car(), car()],
      texts: ['$20,000', '$20,000'],
      differs: false,
      best: [false, false],
    },
    {
      name: 'a hidden (locked or sold) price is unknown and never best',
      key: 'price',
      cars: [car({ price: null }), car({ price: 30_000 }), car({ price: 29_000 })],
      texts: ['—', '$30,000', '$29,000'],
      differs: true,
      best: [false, false, true],
    },
    {
      name: 'one known value beside unknowns differs but has nothing to beat',
      key: 'price',
      cars: [car({ price: null }), car({ price: 30_000 })],
      texts: ['—', '$30,000'],
      differs: true,
      best: [false, false],
    },
    {
      name: 'payments compare by the whole dollars shown',
      key: 'monthly',
      cars: [car({ monthly: 399.2 }), car({ monthly: 399.9 }), car({ monthly: 420.01 })],
      texts: ['$400/mo', '$400/mo', '$421/mo'],
      differs: true,
      best: [true, true, false],
    },
    {
      name: 'the lowest mileage is best',
      key: 'mileage',
      cars: [car({ mileage: 45_000 }), car({ mileage: 12_345 })],
      texts: ['45,000 mi', '12,345 mi'],
      differs: true,
      best: [false, true],
    },
    {
      name: 'the newest year is best, ties share it',
      key: 'year',
      cars: [car({ year: 2019 }), car({ year: 2022 }), car({ year: 2022 }), car({ year: 2018 })],
      texts: ['2019', '2022', '2022', '2018'],
      differs: true,
      best: [false, true, true, false],
    },
    {
      name: 'drivetrains differ but none is best',
      key: 'drivetrain',
      cars: [car({ drivetrain: 'awd' }), car({ drivetrain: 'fwd' }), car({ drivetrain: null })],
      texts: ['AWD', 'FWD', '—'],
      differs: true,
      best: [false, false, false],
    },
    {
      name: 'the best combined MPG wins (55 % city, 45 % highway)',
      key: 'mpg',
      cars: [car({ mpgCity: 30, mpgHighway: 30 }), car({ mpgCity: 25, mpgHighway: 34 }), car({ mpgCity: null, mpgHighway: null })],
      texts: ['30 / 30', '25 / 34', '—'],
      differs: true,
      best: [true, false, false],
    },
    {
      name: 'one known MPG figure stands for both',
      key: 'mpg',
      cars: [car({ mpgCity: null, mpgHighway: 40 }), car({ mpgCity: 35, mpgHighway: 39 })],
      texts: ['— / 40', '35 / 39'],
      differs: true,
      best: [true, false],
    },
  ]

  for (const { name, key, cars, texts, differs, best } of cases) {
    it(name, () => {
      expect(row(cars, key)).toEqual({ texts, differs, best })
    })
  }

  it('rows come in the table order of the issue', () => {
    expect(compareVehicles([car(), car()]).facts.map((fact) => fact.label)).toEqual([
      'Price',
      'Est. payment',
      'Mileage',
      'Year',
      'Drivetrain',
      'MPG (city / highway)',
    ])
  })
})

describe('compareVehicles: features present and absent', () => {
  it('lists every feature once, the commonest first, marking who has it', () => {
    const table = compareVehicles([
      car({ features: ['Backup camera', 'Sunroof', 'Heated seats'] }),
      car({ features: ['heated  seats', 'Backup Camera', 'Apple CarPlay'] }),
      car({ features: ['Backup camera'] }),
    ])
    expect(table.features).toEqual([
      { feature: 'Backup camera', present: [true, true, true], differs: false },
      { feature: 'Heated seats', present: [true, true, false], differs: true },
      { feature: 'Sunroof', present: [true, false, false], differs: true },
      { feature: 'Apple CarPlay', present: [false, true, false], differs: true },
    ])
  })

  it('ignores blank features and counts every differing row', () => {
    const table = compareVehicles([
      car({ price: 1, features: [' ', 'Tow package'] }),
      car({ price: 2, features: [] }),
    ])
    expect(table.features).toEqual([{ feature: 'Tow package', present: [true, false], differs: true }])
    // Price, payment stays equal (same monthly), so: price + tow package.
    expect(table.differences).toBe(2)
  })

  it('a single vehicle differs from nothing', () => {
    const table = compareVehicles([car({ features: ['Sunroof'] })])
    expect(table.differences).toBe(0)
    expect(table.facts.every((fact) => fact.cells.every((cell) => !cell.best))).toBe(true)
  })
})
