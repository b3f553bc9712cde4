/**
 * The news a subscription keeps until its address's next digest: price drops (first announced price kept, latest
 * price taken) and new matches (once per vehicle). Stored as the subscription's `pendingMatches` JSON. Pure.
 */
import { z } from 'zod'

import type { PriceDrop } from './price-drop'

const pendingSchema = z.array(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('price-drop'), vehicleId: z.string(), from: z.number(), to: z.number() }),
    z.object({ kind: z.literal('new-match'), vehicleId: z.string() }),
  ]),
)

export type PendingMatch = z.infer<typeof pendingSchema>[number]

/** The stored list read back; anything unreadable counts as nothing waiting. */
export function readPending(value: unknown): PendingMatch[] {
  const parsed = pendingSchema.safeParse(value ?? [])
  return parsed.success ? parsed.data : []
}

/** The list with a price drop added: a drop already waiting for the same car keeps its `from`. */
export function withPriceDrop(pending: readonly PendingMatch[], vehicleId: string, drop: PriceDrop): PendingMatch[] {
  const waiting = pending.find((item) => item.kind === 'price-drop' && item.vehicleId === vehicleId)
  const from = waiting?.kind === 'price-drop' ? waiting.from : drop.from
  const others = pending.filter((item) => !(item.kind === 'price-drop' && item.vehicleId === vehicleId))
  return [...others, { kind: 'price-drop', vehicleId, from, to: drop.to }]
}

/** The list with a new match added, once per vehicle. */
export function withNewMatch(pending: readonly PendingMatch[], vehicleId: string): PendingMatch[] {
  if (pending.some((item) => item.kind === 'new-match' && item.vehicleId === vehicleId)) return [...pending]
  return [...pending, { kind: 'new-match', vehicleId }]
}

const keyOf = (item: PendingMatch) => `${item.kind}:${item.vehicleId}:${item.kind === 'price-drop' ? item.to : ''}`

/** The list without the items a digest just sent (news that arrived meanwhile stays). */
export function withoutSent(pending: readonly PendingMatch[], sent: readonly PendingMatch[]): PendingMatch[] {
  const sentKeys = new Set(sent.map(keyOf))
  return pending.filter((item) => !sentKeys.has(keyOf(item)))
}
