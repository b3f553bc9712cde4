import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/en'
import { es } from '@/lib/i18n/es'
import { hasTranslation, translateText } from '@/lib/i18n/translate'
import { parseVinList } from '@/lib/favorites/vin-list'
import {
  bodyStyleLabel,
  conditionLabel,
  featureLabel,
  mileageRangeLabel,
  priceBandLabel,
  yearsRangeLabel,
} from '@/lib/inventory/listing-labels'
import { BODY_STYLE_LABELS, CONDITION_LABELS, FEATURE_LABELS, mileageLabel, priceLabel } from '@/lib/inventory/listing-text'
import type { ListingState } from '@/lib/inventory/listing-href'
import { relaxationLabel, yearsLabel, type CountedRelaxation, type RelaxationKind } from '@/lib/inventory/relaxations'
import { relaxationLabelEs, searchSummaryEs } from '@/lib/inventory/relaxations-es'
import { listingDescriptionEs } from '@/lib/inventory/listing-text-es'
import { leaseEstimate, paymentEstimate } from '@/lib/payments'
import { itemisedFees } from '@/lib/payments/fees'
import { INVENTORY_FEATURES } from '@/lib/inventory/segments'
import { CONDITIONS } from '@/lib/settings/defaults'
import { OFFER_LISTS, OFFER_LISTS_ES, OFFER_TYPES } from '@/lib/special-offers/types'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

/** Every [dotted key, text] of a catalogue branch. */
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]]
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key))
}

// Texts that are the same word in both languages (abbreviations, brand-like terms).
/** The Spanish of an English text that arrives as text, or undefined when the catalogue has no such text. */
const spanishOf = (english: string) => (hasTranslation(english) ? translateText(english, 'es') : undefined)

const SAME_IN_SPANISH = new Set(['VIN', 'Manual', '✗ No', 'Convertibles', 'SUVs', 'Hatchbacks', 'Minivans'])

describe('the inventory pages’ site texts (en.ts → es.ts)', () => {
  const english = new Map([...leaves(en.inventory, 'inventory'), ...leaves(en.offers, 'offers')])
  const spanish = new Map([...leaves(es.inventory, 'inventory'), ...leaves(es.offers, 'offers')])
  it('finds the texts', () => expect(english.size).toBeGreaterThan(100))
  it.each([...english])('%s is translated', (key, text) => {
    const translated = spanish.get(key)
    expect(translated, key).toBeTruthy()
    if (!SAME_IN_SPANISH.has(text)) expect(translated, key).not.toBe(text)
    // A placeholder of the English text is in the Spanish one too.
    for (const placeholder of text.match(/\{\w+\}/g) ?? []) expect(translated).toContain(placeholder)
  })
})

describe('filter and chip labels', () => {
  it.each(BODY_STYLE_VALUES)('body style %s', (value) => {
    expect(bodyStyleLabel(value, 'en')).toBe(BODY_STYLE_LABELS[value])
    expect(bodyStyleLabel(value, 'es')).toBeTruthy()
  })
  it.each(CONDITIONS)('condition %s', (value) => {
    expect(conditionLabel(value, 'en')).toBe(CONDITION_LABELS[value])
    expect(conditionLabel(value, 'es')).not.toBe(CONDITION_LABELS[value])
  })
  it.each(INVENTORY_FEATURES)('deal %s', (value) => {
    expect(featureLabel(value, 'en')).toBe(FEATURE_LABELS[value])
    expect(featureLabel(value, 'es')).not.toBe(FEATURE_LABELS[value])
  })
  it.each([
    [{ kind: 'under', amount: 20000 } as const, 'Under $20,000', 'Menos de $20,000'],
    [{ kind: 'over', amount: 30000 } as const, 'Over $30,000', 'Más de $30,000'],
  ])('price %o', (band, english, spanishText) => {
    expect(priceBandLabel(band, 'en')).toBe(english)
    expect(priceLabel(band)).toBe(english)
    expect(priceBandLabel(band, 'es')).toBe(spanishText)
  })
  it.each([
    [{ min: null, max: 85000 }, 'Up to 85,000 miles', 'Hasta 85,000 millas'],
    [{ min: 10000, max: null }, 'From 10,000 miles', 'Desde 10,000 millas'],
    [{ min: 10000, max: 85000 }, '10,000 to 85,000 miles', '10,000 a 85,000 millas'],
  ])('mileage %o', (range, english, spanishText) => {
    expect(mileageRangeLabel(range, 'en')).toBe(english)
    expect(mileageLabel(range)).toBe(english)
    expect(mileageRangeLabel(range, 'es')).toBe(spanishText)
  })
  it.each([
    [{ min: 2019, max: 2019 }, '2019', '2019'],
    [{ min: 2017, max: 2019 }, '2017–2019', '2017–2019'],
    [{ min: 2018, max: null }, '2018 or newer', 'De 2018 en adelante'],
    [{ min: null, max: 2014 }, '2014 or older', 'Hasta 2014'],
  ])('years %o', (range, english, spanishText) => {
    expect(yearsRangeLabel(range, 'en')).toBe(english)
    expect(yearsLabel(range)).toBe(english)
    expect(yearsRangeLabel(range, 'es')).toBe(spanishText)
  })
})

describe('the empty state in Spanish', () => {
  const state: ListingState = {
    filters: {
      condition: 'used',
      bodyStyle: 'suvs',
      makeModel: { make: 'honda', model: 'cr-v' },
      price: { kind: 'under', amount: 25000 },
      mileage: { min: null, max: 85000 },
      feature: null,
      sort: 'newest',
      page: 1,
    },
    ctx: {} as ListingState['ctx'],
    payment: 400,
    keyword: ['blue', 'leather'],
    years: { min: 2019, max: null },
  }
  it('lists what was searched', () => {
    expect(searchSummaryEs(state, 'Honda CR-V')).toBe(
      'usado, De 2019 en adelante, blue, Honda CR-V, SUVs, “leather”, menos de $25,000, hasta $400/mes, hasta 85,000 millas',
    )
  })
  const kinds: RelaxationKind[] = ['colour', 'drivetrain', 'term', 'price', 'payment', 'bodyStyle', 'model', 'make', 'years', 'mileage', 'feature', 'condition']
  it.each(kinds)('relaxation %s', (kind) => {
    const relaxation: CountedRelaxation = { kind, change: {}, term: kind === 'drivetrain' ? 'awd' : 'leather', count: 4 }
    const spanishText = relaxationLabelEs(relaxation, state, 'Honda')
    expect(spanishText).toMatch(/^4 /)
    expect(spanishText).not.toBe(relaxationLabel(relaxation, state, 'Honda'))
  })
  it('describes the listing in Spanish for its metadata', () => {
    expect(listingDescriptionEs({ ...state.filters, feature: 'price-drop', makeModel: null }, 12, 'Rockford Motors')).toBe(
      'SUVs usados en venta por menos de $25,000: 12 vehículos en inventario en Rockford Motors. Bajadas de precio. ' +
        'Compare precios, millaje y pagos mensuales, y obtenga su preaprobación en línea.',
    )
  })
  it('spells the nearest price the other way round', () => {
    const relaxation: CountedRelaxation = { kind: 'price', change: {}, count: 7 }
    expect(relaxationLabelEs(relaxation, state)).toBe('7 por más de $25,000')
  })
})

describe('the vehicle page’s calculator and the compare page in Spanish', () => {
  const settings = { fees: { salesTaxPercent: 6.25, titleFee: 150 } } as Parameters<typeof itemisedFees>[1]
  it.each(itemisedFees(20000, settings).map((fee) => fee.label))('fee %s', (label) => {
    expect(spanishOf(label), label).toBeTruthy()
  })
  it('translates the finance and lease disclaimers, numbers kept', () => {
    const finance = paymentEstimate({ price: 20000, year: 2022 }, {}, {})
    const lease = leaseEstimate({ price: 20000, year: 2022 }, {}, {})
    expect(finance && lease).toBeTruthy()
    for (const estimate of [finance, lease]) {
      const spanishText = translateText(estimate?.disclaimer ?? '', 'es')
      expect(spanishText).not.toBe(estimate?.disclaimer)
      expect(spanishText).toContain('no es una oferta de crédito')
      expect(spanishText).toContain(`${estimate?.term} meses`)
      expect(spanishText).toContain('/mes')
    }
  })
  it.each([
    ['abc', 'no es un VIN'],
    ['abc,def', 'no son VIN'],
  ])('vin list message for %s', (raw, words) => {
    const result = parseVinList(raw, 4)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(translateText(result.message, 'es')).toContain(words)
  })
  it('too many vehicles', () => {
    const vins = ['1HGCM82633A004352', '1HGCM82633A004353', '1HGCM82633A004354'].join(',')
    const result = parseVinList(vins, 2)
    if (result.ok) throw new Error('three VINs exceed two')
    expect(translateText(result.message, 'es')).toBe('Elija hasta 2 vehículos; este enlace tiene 3.')
  })
  it.each(['Search inventory', 'Search again', 'Search: blue AWD SUV under 25k', 'Search again: 2019 Honda Civic', 'Make', 'Model', 'Body style', 'mo', 'Private reserve', 'Price: ', 'was ', 'Mileage: ', 'Ask about this vehicle'])(
    'search box, per-month and reserve card text %s',
    (english) => expect(spanishOf(english)).toBeTruthy(),
  )
})

describe('special-offer lists', () => {
  it.each(OFFER_TYPES)('%s', (type) => {
    expect(OFFER_LISTS_ES[type].title).not.toBe(OFFER_LISTS[type].title)
    expect(OFFER_LISTS_ES[type].description).not.toBe(OFFER_LISTS[type].description)
  })
})
