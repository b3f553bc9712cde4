import { z } from 'zod'

import { getVehiclePrices } from '@/lib/data/vehicle-prices'
import { parseCookieHeader } from '@/lib/cookies/header'
import { isDocumentId } from '@/lib/leads/formats'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'

/** The most vehicles one request may ask about: a search page shows 19, a vehicle page 5. */
const MAX_IDS = 40

const querySchema = z.object({
  ids: z
    .string()
    .max(MAX_IDS * 40)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().refine(isDocumentId)).min(1).max(MAX_IDS)),
})

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/**
 * `GET /api/visitor/prices?ids=a,b`: `{ ok, prices: { id: { price, previousPrice, year, modelYear } } }` for a
 * visitor holding the unlockPrice cookie (set by the form endpoint once the four contact fields are known, SPEC
 * section 4), else 403. The search and vehicle pages are cached for everyone and leave a locked price out of
 * their HTML; an unlocked visitor's browser asks here. The cookie is the SPEC's plain timestamp, so this gates
 * a sales step, not a secret.
 */
export async function GET(request: Request): Promise<Response> {
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  if (!cookies[VISITOR_COOKIES.unlockPrice]) return Response.json({ ok: false }, { status: 403, headers: PRIVATE })
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return Response.json({ ok: false }, { status: 400, headers: PRIVATE })
  const prices = await getVehiclePrices(query.data.ids)
  return Response.json({ ok: true, prices }, { headers: PRIVATE })
}
