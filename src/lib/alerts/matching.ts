/**
 * The matchAlerts job, queued after a feed import or a price edit: each active price alert on a changed
 * vehicle whose price is now below the one the shopper knows gets a price drop; each active saved search that a
 * new vehicle matches (the SRP's rule) gets a new match. The news waits on the subscription, and every address
 * with news gets a digest job (which applies the daily limit).
 */
import type { Payload, Where } from 'payload'

import { keywordWhere, PUBLIC_STOCK } from '@/lib/inventory/where'
import type { Vehicle } from '@/payload-types'

import { ALERT_SUBSCRIPTIONS } from './constants'
import { readPending, withNewMatch, withPriceDrop, type PendingMatch } from './pending'
import { priceDropOf } from './price-drop'
import { queueAlertDigest, type AlertMatchInput } from './queue'
import { facetRowOf, matchesSavedSearch, storedCriteria } from './saved-search'

// Keeps `id IN (…)` well under SQLite's limit of bound parameters per statement.
const ID_CHUNK = 500

const relationId = (value: string | { id: string } | null | undefined): string =>
  typeof value === 'object' && value !== null ? value.id : (value ?? '')

async function publicVehicles(payload: Payload, ids: readonly string[], extra: Where[] = []): Promise<Vehicle[]> {
  const found: Vehicle[] = []
  for (let start = 0; start < ids.length; start += ID_CHUNK) {
    const { docs } = await payload.find({
      collection: 'vehicles',
      where: { and: [...PUBLIC_STOCK, { id: { in: ids.slice(start, start + ID_CHUNK) } }, ...extra] },
      pagination: false,
      depth: 0,
    })
    found.push(...docs)
  }
  return found
}

async function activeSubscriptions(payload: Payload, kind: 'price-drop' | 'new-matches') {
  const { docs } = await payload.find({
    collection: ALERT_SUBSCRIPTIONS,
    where: { and: [{ status: { equals: 'active' } }, { kind: { equals: kind } }] },
    pagination: false,
    depth: 0,
  })
  return docs
}

/** Records the news of changed vehicles on the subscriptions they concern; returns the addresses with news. */
export async function matchAlerts(payload: Payload, input: AlertMatchInput): Promise<string[]> {
  const changed = new Set(input.vehicleIds)
  const updates = new Map<string, { email: string; pending: PendingMatch[]; watchedPrice?: number }>()

  const priceAlerts = (await activeSubscriptions(payload, 'price-drop')).filter((sub) => changed.has(relationId(sub.vehicle)))
  const watched = new Map(
    (await publicVehicles(payload, [...new Set(priceAlerts.map((sub) => relationId(sub.vehicle)))])).map((v) => [String(v.id), v]),
  )
  for (const sub of priceAlerts) {
    const vehicle = watched.get(relationId(sub.vehicle))
    const drop = vehicle ? priceDropOf(sub.watchedPrice, vehicle.price) : null
    if (!vehicle || !drop) continue
    const pending = withPriceDrop(readPending(sub.pendingMatches), String(vehicle.id), drop)
    updates.set(String(sub.id), { email: sub.email, pending, watchedPrice: drop.to })
  }

  const fresh = input.newSince
    ? await publicVehicles(payload, [...changed], [{ createdAt: { greater_than_equal: input.newSince } }])
    : []
  if (fresh.length > 0) {
    const bodyStyles = await payload.find({ collection: 'body-styles', pagination: false, depth: 0, select: { value: true } })
    const styleOf = new Map(bodyStyles.docs.map((doc) => [String(doc.id), doc.value]))
    const rows = fresh.map((vehicle) => ({
      id: String(vehicle.id),
      row: facetRowOf(vehicle, styleOf.get(relationId(vehicle.bodyStyle)) ?? null),
    }))
    const freshIds = rows.map((entry) => entry.id)
    const byKeyword = new Map<string, Set<string>>()
    const keywordMatches = async (terms: readonly string[]) => {
      const key = terms.join(' ')
      const known = byKeyword.get(key)
      if (known) return known
      const ids = new Set((await publicVehicles(payload, freshIds, [keywordWhere(terms)])).map((v) => String(v.id)))
      byKeyword.set(key, ids)
      return ids
    }
    for (const sub of await activeSubscriptions(payload, 'new-matches')) {
      const criteria = storedCriteria(sub.criteria)
      if (!criteria) continue
      const keyword = criteria.keyword?.length ? await keywordMatches(criteria.keyword) : null
      let pending = readPending(sub.pendingMatches)
      const before = pending.length
      for (const { id, row } of rows) {
        if (matchesSavedSearch(criteria, row) && (!keyword || keyword.has(id))) pending = withNewMatch(pending, id)
      }
      if (pending.length > before) updates.set(String(sub.id), { email: sub.email, pending })
    }
  }

  for (const [id, update] of updates) {
    await payload.update({
      collection: ALERT_SUBSCRIPTIONS,
      id,
      data: {
        pendingMatches: update.pending,
        ...(update.watchedPrice === undefined ? {} : { watchedPrice: update.watchedPrice }),
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
  const emails = [...new Set([...updates.values()].map((update) => update.email))]
  for (const email of emails) await queueAlertDigest(payload, email)
  return emails
}
