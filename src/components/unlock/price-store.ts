import type { VehiclePrice } from '@/lib/data/vehicle-prices'
import { VISITOR_COOKIES } from '@/lib/leads/visitor-cookies'

import { readBrowserCookies } from '@/lib/cookies/browser'

/** What every locked price on the page knows: whether this visitor unlocked prices, and those fetched so far. */
export type PriceSnapshot = {
  unlocked: boolean
  prices: Readonly<Record<string, VehiclePrice>>
  /** The last price request failed (network, server): the prices say so instead of loading forever. */
  failed: boolean
}

/** Before hydration every price is locked: the server never knows the visitor. */
export const LOCKED_SNAPSHOT: PriceSnapshot = { unlocked: false, prices: {}, failed: false }

/** Ids per request to `/api/visitor/prices` (its own limit is 40). */
const BATCH = 40

const listeners = new Set<() => void>()
const wanted = new Set<string>()
const requested = new Set<string>()
let snapshot: PriceSnapshot = LOCKED_SNAPSHOT
let scheduled = false

function update(next: Partial<PriceSnapshot>) {
  snapshot = { ...snapshot, ...next }
  listeners.forEach((listener) => listener())
}

/**
 * One page-wide store of unlocked prices (for useSyncExternalStore), so a search page's 19 cards share one request
 * and one unlock updates them all without a reload. The pages stay cached for everyone; only the browser of a
 * visitor holding the unlockPrice cookie asks for prices.
 */
export const priceStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): PriceSnapshot => snapshot,
  getServerSnapshot: (): PriceSnapshot => LOCKED_SNAPSHOT,

  /** A locked price is on the page: fetch it once the visitor has unlocked prices. */
  want(vehicleId: string): void {
    wanted.add(vehicleId)
    if (!snapshot.unlocked && readBrowserCookies()[VISITOR_COOKIES.unlockPrice]) update({ unlocked: true })
    schedule()
  },

  /** The unlock form succeeded (the endpoint set the cookie): fetch every price on the page. */
  markUnlocked(): void {
    update({ unlocked: true, failed: false })
    schedule()
  },
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The `prices` of an answer, keeping only entries with a numeric price (no zod here: this ships on every page). */
function pricesOf(body: unknown): Record<string, VehiclePrice> {
  if (!isRecord(body) || !isRecord(body.prices)) return {}
  const prices: Record<string, VehiclePrice> = {}
  for (const [id, entry] of Object.entries(body.prices)) {
    if (!isRecord(entry) || typeof entry.price !== 'number' || typeof entry.year !== 'number') continue
    const previous = entry.previousPrice
    const modelYear = entry.modelYear
    prices[id] = {
      price: entry.price,
      year: entry.year,
      previousPrice: typeof previous === 'number' ? previous : null,
      modelYear: typeof modelYear === 'number' ? modelYear : null,
    }
  }
  return prices
}

function schedule() {
  if (scheduled) return
  scheduled = true
  // Every card registers during the same commit: one request for all of them.
  queueMicrotask(() => {
    scheduled = false
    void fetchMissing()
  })
}

async function fetchMissing() {
  if (!snapshot.unlocked) return
  const ids = [...wanted].filter((id) => !requested.has(id))
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH)
    batch.forEach((id) => requested.add(id))
    try {
      const response = await fetch(`/api/visitor/prices?ids=${batch.map(encodeURIComponent).join(',')}`, {
        headers: { Accept: 'application/json' },
        cache: 'no-store',
      })
      if (response.status === 403) {
        // The cookie is gone (cleared, expired): the prices stay locked.
        batch.forEach((id) => requested.delete(id))
        update({ unlocked: false })
        return
      }
      if (!response.ok) throw new Error(`prices answered ${response.status}`)
      // Read the answer first: spreading snapshot.prices before the await would copy it as it was then, and a
      // batch answered meanwhile (the similar vehicles beside the detail page's price) would be written over.
      const fetched = pricesOf(await response.json())
      update({ prices: { ...snapshot.prices, ...fetched }, failed: false })
    } catch {
      batch.forEach((id) => requested.delete(id))
      update({ failed: true })
    }
  }
}
