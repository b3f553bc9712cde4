/**
 * Counts every facet of a listing in one pass over the facet index: a listed row counts everywhere, and a row
 * that fails exactly one facet's own filter still counts under that facet (the counts are disjunctive, see
 * ./facets). The cost is a few comparisons per vehicle in stock. Pure: no Payload, no Next.
 */
import { CONDITIONS } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

import { MISS, NO_BODY_STYLE, rowMatcher, type FacetIndex, type MakeModelEntry } from './facet-index'
import {
  MILEAGE_BANDS,
  PRICE_BANDS,
  matchesMileage,
  matchesPrice,
  type InventoryFacets,
  type MakeFacet,
  type ModelFacet,
  type SearchCriteria,
} from './facets'
import type { MileageRange } from './query'

// Makes and models are free text: grouped by slug (what the URL says), shown in the first spelling met.
function makeFacets(entries: readonly MakeModelEntry[], counts: Uint32Array): MakeFacet[] {
  const makes = new Map<string, MakeFacet & { modelMap: Map<string, ModelFacet> }>()
  entries.forEach((entry, code) => {
    const count = counts[code]
    if (count === 0) return
    const make = makes.get(entry.makeSlug) ?? { slug: entry.makeSlug, name: entry.make, count: 0, models: [], modelMap: new Map() }
    make.count += count
    const model = make.modelMap.get(entry.modelSlug) ?? { slug: entry.modelSlug, name: entry.model, count: 0 }
    model.count += count
    make.modelMap.set(entry.modelSlug, model)
    makes.set(entry.makeSlug, make)
  })
  const byName = (a: ModelFacet, b: ModelFacet) => a.name.localeCompare(b.name, 'en')
  return [...makes.values()]
    .map(({ modelMap, ...make }) => ({ ...make, models: [...modelMap.values()].sort(byName) }))
    .sort(byName)
}

/** Counts every facet of the listing described by `criteria` over the indexed public stock (see rowMatcher). */
export function countFacets(index: FacetIndex, criteria: SearchCriteria, keywordRows: Uint8Array | null = null): InventoryFacets {
  const miss = rowMatcher(index, criteria, keywordRows)
  const byCondition = new Uint32Array(CONDITIONS.length)
  const byBody = new Uint32Array(BODY_STYLE_VALUES.length)
  const byMakeModel = new Uint32Array(index.makeModels.length)
  const byYear = new Uint32Array(index.years.length)
  const byPrice = new Uint32Array(PRICE_BANDS.length)
  const byMileage = new Uint32Array(MILEAGE_BANDS.length)
  const mileageRanges: MileageRange[] = MILEAGE_BANDS.map((max) => ({ min: null, max }))
  let total = 0
  for (let row = 0; row < index.size; row++) {
    const bits = miss(row)
    if (bits === 0) {
      total++
      byYear[index.yearCode[row]]++
    }
    if (bits === 0 || bits === MISS.condition) byCondition[index.condition[row]]++
    if ((bits === 0 || bits === MISS.bodyStyle) && index.bodyStyle[row] !== NO_BODY_STYLE) byBody[index.bodyStyle[row]]++
    if (bits === 0 || bits === MISS.makeModel) byMakeModel[index.makeModel[row]]++
    if (bits === 0 || bits === MISS.price) {
      for (let band = 0; band < PRICE_BANDS.length; band++) if (matchesPrice(index.price[row], PRICE_BANDS[band])) byPrice[band]++
    }
    if (bits === 0 || bits === MISS.mileage) {
      for (let band = 0; band < mileageRanges.length; band++) if (matchesMileage(index.mileage[row], mileageRanges[band])) byMileage[band]++
    }
  }
  const years = index.years.map((value, code) => ({ value, count: byYear[code] })).filter((year) => year.count > 0)
  return {
    total,
    conditions: criteria.conditions.map((value) => ({ value, count: byCondition[CONDITIONS.indexOf(value)] ?? 0 })),
    bodyStyles: BODY_STYLE_VALUES.map((value, code) => ({ value, count: byBody[code] })),
    makes: makeFacets(index.makeModels, byMakeModel),
    years: years.sort((a, b) => b.value - a.value),
    priceBands: PRICE_BANDS.map((band, i) => ({ band, count: byPrice[i] })),
    mileageBands: MILEAGE_BANDS.map((max, i) => ({ max, count: byMileage[i] })),
  }
}
