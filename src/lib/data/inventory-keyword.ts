/**
 * The database side of the free-text search: which public vehicles match a keyword (`q=`), as a row mask of the
 * facet index, and the counted relaxations of a search that found nothing. Asked only while a listing with a
 * keyword (or an empty one) is rendered, inside the listing's cache entry — never per keystroke: the search box's
 * suggestions come from the facet index alone (./search-suggestions).
 */
import type { Payload, Where } from 'payload'

import { countListed, rowsOfIds, type FacetIndex } from '@/lib/inventory/facet-index'
import type { SearchCriteria } from '@/lib/inventory/facets'
import { rankRelaxations, relaxationsOf, relaxCriteria, type CountedRelaxation } from '@/lib/inventory/relaxations'
import { keywordWhere, PUBLIC_STOCK } from '@/lib/inventory/where'

const CHUNK = 5000

/** The facet-index rows (1 = listed) of the public vehicles matching every keyword term; null without a keyword. */
export async function findKeywordRows(payload: Payload, index: FacetIndex, terms: readonly string[] | undefined): Promise<Uint8Array | null> {
  if (!terms || terms.length === 0) return null
  const ids = new Set<string>()
  let after: Where[] = []
  // Keyset paging by id, ids only, as the facet index reads the stock.
  for (;;) {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [...PUBLIC_STOCK, keywordWhere(terms), ...after] },
      select: { status: true },
      sort: 'id',
      limit: CHUNK,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    for (const doc of docs) ids.add(String(doc.id))
    const last = docs.at(-1)
    if (docs.length < CHUNK || last === undefined) break
    after = [{ id: { greater_than: last.id } }]
  }
  return rowsOfIds(index, ids)
}

/** The nearest relaxations of a search that found nothing, each counted over the index (see ./relaxations). */
export async function findRelaxations(payload: Payload, index: FacetIndex, criteria: SearchCriteria): Promise<CountedRelaxation[]> {
  const candidates = relaxationsOf(criteria)
  // Most candidates keep the keyword: ask the database once per distinct set of terms.
  const masks = new Map<string, Promise<Uint8Array | null>>()
  const rowsFor = (terms: readonly string[] = []) => {
    const key = terms.join(' ')
    const known = masks.get(key) ?? findKeywordRows(payload, index, terms)
    masks.set(key, known)
    return known
  }
  const counts = await Promise.all(
    candidates.map(async ({ change }) => {
      const relaxed = relaxCriteria(criteria, change)
      return countListed(index, relaxed, await rowsFor(relaxed.keyword))
    }),
  )
  return rankRelaxations(candidates, counts)
}
