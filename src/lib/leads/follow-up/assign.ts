/**
 * Picks a new lead's owner: the first fitting owner rule's candidates in round-robin order (assignment.ts), the
 * one least recently given a lead first. Two leads stored at the same moment (two web processes, or two form
 * posts at once) must not both go to the same person: each pick first stores a claim on the version of the
 * person's last-assignment time (the job-claims unique index, as the job runners do), and a pick whose claim
 * was taken moves on to the next person. The winner's last-assignment time is then moved to now.
 */
import type { Payload } from 'payload'

import { claimKey, storeClaim } from '@/lib/jobs/claim'

import { candidatesFor, matchingRule, type LeadForAssignment, type OwnerRule, type SalesAccount } from './assignment'

const idOf = (value: unknown): string | null =>
  value == null ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

/** The owner rules as store settings keep them, ids as strings. */
export async function ownerRules(payload: Payload): Promise<OwnerRule[]> {
  const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0 })
  return (settings.leadOwnerRules ?? []).map((rule) => ({
    location: idOf(rule.location),
    events: rule.events ?? [],
    salespeople: (rule.salespeople ?? []).map((person) => idOf(person)).filter((id): id is string => id !== null),
  }))
}

async function salesAccounts(payload: Payload): Promise<Array<SalesAccount & { rawId: number | string }>> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'sales' } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    // lastLeadAssignedAt is hidden from every API; the round robin needs it.
    showHiddenFields: true,
  })
  return docs.map((user) => ({
    rawId: user.id,
    id: String(user.id),
    active: user.active !== false,
    locations: (user.locations ?? []).map((location) => idOf(location)).filter((id): id is string => id !== null),
    lastLeadAssignedAt: user.lastLeadAssignedAt ?? null,
  }))
}

/** The id of the new lead's owner, or null when no rule fits or nobody is available. */
export async function pickOwner(payload: Payload, lead: LeadForAssignment): Promise<number | string | null> {
  const rule = matchingRule(await ownerRules(payload), lead)
  if (!rule) return null
  // A few rounds: each failed claim means someone else just took that person, so the order is read again.
  for (let round = 0; round < 3; round++) {
    const accounts = await salesAccounts(payload)
    const candidates = candidatesFor(rule, lead, accounts)
    if (candidates.length === 0) return null
    for (const candidate of candidates) {
      const turn = claimKey('lead-owner', candidate.id, candidate.lastLeadAssignedAt ?? 'never')
      if (!(await storeClaim(payload, turn))) continue
      const rawId = accounts.find((account) => account.id === candidate.id)!.rawId
      await payload.update({
        collection: 'users',
        id: rawId,
        data: { lastLeadAssignedAt: new Date().toISOString() },
        depth: 0,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
      return rawId
    }
  }
  // Every turn was taken again and again (a burst of leads): the first in order still gets it, unclaimed.
  const accounts = await salesAccounts(payload)
  const [first] = candidatesFor(rule, lead, accounts)
  return first ? accounts.find((account) => account.id === first.id)!.rawId : null
}
