import type { Payload } from 'payload'

import type { PhoneVerification } from '@/payload-types'

import { RETENTION_MS } from './policy'

const collection = 'phone-verifications'

/** The record of a normalised phone number, or null. */
export async function findVerification(payload: Payload, phone: string): Promise<PhoneVerification | null> {
  const { docs } = await payload.find({
    collection,
    where: { phone: { equals: phone } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return docs[0] ?? null
}

/**
 * Stores a freshly sent code for the phone, replacing any earlier one (and its wrong tries); an earlier
 * verification stays valid, so requesting codes for someone's number cannot revoke theirs.
 */
export async function storeCode(
  payload: Payload,
  phone: string,
  code: { codeHash: string; sentAt: Date; expiresAt: Date },
): Promise<void> {
  const data = {
    codeHash: code.codeHash,
    sentAt: code.sentAt.toISOString(),
    expiresAt: code.expiresAt.toISOString(),
    attempts: 0,
  }
  const existing = await findVerification(payload, phone)
  if (existing) {
    await payload.update({ collection, id: existing.id, data, depth: 0 })
    return
  }
  try {
    await payload.create({ collection, data: { phone, ...data }, depth: 0 })
  } catch (error) {
    // Another instance created it in between (phone is unique): update that one instead.
    const raced = await findVerification(payload, phone)
    if (!raced) throw error
    await payload.update({ collection, id: raced.id, data, depth: 0 })
  }
}

/** Counts one wrong entry of the current code. */
export async function storeWrongAttempt(payload: Payload, id: PhoneVerification['id'], attempts: number) {
  await payload.update({ collection, id, data: { attempts }, depth: 0 })
}

/** Marks the phone verified now: the code is spent, the proof's hash kept for isPhoneVerified. */
export async function storeVerified(
  payload: Payload,
  id: PhoneVerification['id'],
  verification: { verifiedAt: Date; proofHash: string },
): Promise<void> {
  await payload.update({
    collection,
    id,
    data: {
      codeHash: null,
      expiresAt: null,
      attempts: 0,
      verifiedAt: verification.verifiedAt.toISOString(),
      proofHash: verification.proofHash,
    },
    depth: 0,
  })
}

const lastPrune = new WeakMap<Payload, number>()

/**
 * Deletes records with no code sent and no verification within RETENTION_MS, at most once an hour per
 * process: they hold nothing that still counts, only a phone number worth not keeping.
 */
export async function pruneStaleVerifications(payload: Payload, now: Date): Promise<void> {
  const at = now.getTime()
  const previous = lastPrune.get(payload)
  if (previous !== undefined && Math.abs(at - previous) < 60 * 60_000) return
  lastPrune.set(payload, at)
  const cutoff = new Date(at - RETENTION_MS).toISOString()
  const stale = (field: 'sentAt' | 'verifiedAt') => ({
    or: [{ [field]: { exists: false } }, { [field]: { less_than: cutoff } }],
  })
  await payload.delete({ collection, where: { and: [stale('sentAt'), stale('verifiedAt')] }, depth: 0 })
}
