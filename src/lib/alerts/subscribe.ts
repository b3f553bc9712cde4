/**
 * Storing a sign-up: the watched vehicle must be for sale and the search a listing of this store; a
 * repeat (same submission, or the same alert already asked for) stores nothing new; a new subscription waits
 * for its confirmation, which is the only email it gets until then. Recorded like a lead: event, visitor id, page
 * and the allowed ad values.
 */
import type { Payload } from 'payload'

import { readAdAllowList } from '@/lib/leads/intake/store'
import { visitorIdOf } from '@/lib/leads/intake/lead-data'
import { parseAdsValuesCookie, VISITOR_COOKIES } from '@/lib/leads/visitor'
import { t } from '@/lib/i18n'
import { submissionLocale } from '@/lib/leads/intake/locale'
import type { AlertSubscription as AlertSubscriptionDoc } from '@/payload-types'

import { ALERT_EVENTS, ALERT_SUBSCRIPTIONS } from './constants'
import { readSavedSearchContext } from './context'
import { queueAlertConfirmation } from './queue'
import { readSavedSearch } from './saved-search'
import type { AlertSubscription } from './schema'

type Cookies = Readonly<Record<string, string | undefined>>

export type SubscribeOutcome =
  | { ok: true; queued: boolean }
  | { ok: false; errors: Record<string, string> }

type Target = Pick<AlertSubscriptionDoc, 'vehicle' | 'searchPath' | 'criteria' | 'watchedPrice'>

async function targetOf(payload: Payload, data: AlertSubscription, now: Date): Promise<Target | null> {
  if (data.kind === 'price-drop') {
    // Visitor access: a sold or private-reserve vehicle is not found, as on its page.
    const vehicle = await payload.findByID({
      collection: 'vehicles',
      id: data.vehicleId ?? '',
      depth: 0,
      overrideAccess: false,
      disableErrors: true,
    })
    if (!vehicle || vehicle.status !== 'available' || vehicle.reserve) return null
    return { vehicle: vehicle.id, searchPath: null, criteria: null, watchedPrice: vehicle.price }
  }
  const search = readSavedSearch(data.searchPath ?? '', await readSavedSearchContext(payload, now))
  if (!search) return null
  return { vehicle: null, searchPath: search.path, criteria: { ...search.criteria }, watchedPrice: null }
}

async function findSame(payload: Payload, email: string, kind: AlertSubscription['kind'], target: Target) {
  const { docs } = await payload.find({
    collection: ALERT_SUBSCRIPTIONS,
    where: {
      and: [
        { email: { equals: email } },
        { kind: { equals: kind } },
        { status: { in: ['pending', 'active'] } },
        kind === 'price-drop' ? { vehicle: { equals: target.vehicle } } : { searchPath: { equals: target.searchPath } },
      ],
    },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
}

/** Stores a validated sign-up; queues its confirmation when it is new (or still waiting for one). */
export async function subscribe(
  payload: Payload,
  data: AlertSubscription,
  cookies: Cookies,
  now: Date,
): Promise<SubscribeOutcome> {
  const repeat = await payload.find({
    collection: ALERT_SUBSCRIPTIONS,
    where: { idempotencyKey: { equals: data.idempotencyKey } },
    limit: 1,
    depth: 0,
  })
  if (repeat.docs.length > 0) return { ok: true, queued: false }
  const locale = submissionLocale(data)
  const target = await targetOf(payload, data, now)
  if (!target) {
    return data.kind === 'price-drop'
      ? { ok: false, errors: { vehicleId: t('alerts.errors.vehicle-gone', locale) } }
      : { ok: false, errors: { searchPath: t('alerts.errors.search-invalid', locale) } }
  }
  const email = data.email.trim().toLowerCase()
  const same = await findSame(payload, email, data.kind, target)
  if (same) {
    // Asked again before confirming: the email may have been lost, so it goes once more (the per-address limit
    // of the abuse checks bounds how often). Already active: nothing to send.
    if (same.status === 'pending') await queueAlertConfirmation(payload, String(same.id))
    return { ok: true, queued: same.status === 'pending' }
  }
  const adsValues = parseAdsValuesCookie(cookies[VISITOR_COOKIES.adsValues], await readAdAllowList(payload))
  const created = await payload.create({
    collection: ALERT_SUBSCRIPTIONS,
    data: {
      email,
      kind: data.kind,
      event: ALERT_EVENTS[data.kind],
      status: 'pending',
      ...target,
      idempotencyKey: data.idempotencyKey,
      visitorId: visitorIdOf(cookies[VISITOR_COOKIES.uniqueUserId]),
      pageUrl: data.pageUrl,
      locale,
      adsValues: Object.keys(adsValues).length > 0 ? adsValues : undefined,
    },
    depth: 0,
    context: { disableRevalidate: true },
  })
  await queueAlertConfirmation(payload, String(created.id))
  return { ok: true, queued: true }
}
