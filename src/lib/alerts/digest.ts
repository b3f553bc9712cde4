/**
 * Sending alerts through Payload's email adapter (SMTP, or the outbox in development), from jobs that
 * retry like the lead emails: the confirmation of a pending subscription, and an address's digest of waiting news
 * — at most one a day (./throttle), with news held back until the hourly release finds the day passed.
 */
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { vehiclePath } from '@/lib/inventory/vehicle-path'
import { PUBLIC_STOCK } from '@/lib/inventory/where'
import { vehicleTitle } from '@/lib/vehicles/slug'

import { ALERT_SUBSCRIPTIONS } from './constants'
import { alertLink, alertSiteUrl, readStoreFooter } from './context'
import { confirmationEmail, digestEmail, type DigestItem } from './messages'
import { readPending, withoutSent, type PendingMatch } from './pending'
import { queueAlertDigest } from './queue'
import { latestSentAt, mayDigestNow } from './throttle'

export type SendOutcome = 'sent' | 'nothing' | 'held'

/** Emails the confirmation link of a pending subscription (nothing for one confirmed or gone meanwhile). */
export async function sendAlertConfirmation(payload: Payload, subscriptionId: string, now = new Date()): Promise<SendOutcome> {
  const sub = await payload.findByID({ collection: ALERT_SUBSCRIPTIONS, id: subscriptionId, depth: 1, disableErrors: true })
  if (!sub || sub.status !== 'pending') return 'nothing'
  const vehicle = typeof sub.vehicle === 'object' && sub.vehicle !== null ? sub.vehicle : null
  const site = alertSiteUrl()
  // A Spanish sign-up gets its email, its links' pages and the watched page in Spanish.
  const locale: Locale = sub.locale ?? DEFAULT_LOCALE
  const page = (path: string) => `${site}${localePath(path, locale)}`
  const message = confirmationEmail({
    kind: sub.kind,
    watched: vehicle ? `${vehicleTitle(vehicle)} — ${page(vehiclePath(vehicle))}` : page(sub.searchPath ?? '/'),
    confirmUrl: alertLink('confirm', String(sub.id), now, locale),
    unsubscribeUrl: alertLink('unsubscribe', sub.email, now, locale),
    siteUrl: site,
    store: await readStoreFooter(payload),
    locale,
  })
  await payload.sendEmail({ to: sub.email, ...message })
  return 'sent'
}

async function digestItems(payload: Payload, pending: readonly PendingMatch[], locale: Locale): Promise<DigestItem[]> {
  const ids = [...new Set(pending.map((item) => item.vehicleId))]
  if (ids.length === 0) return []
  // A car sold or hidden since is left out: the email only points at cars a shopper can open.
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: [...PUBLIC_STOCK, { id: { in: ids } }] },
    pagination: false,
    depth: 0,
  })
  const byId = new Map(docs.map((doc) => [String(doc.id), doc]))
  const site = alertSiteUrl()
  return pending.flatMap((item): DigestItem[] => {
    const vehicle = byId.get(item.vehicleId)
    if (!vehicle) return []
    const base = { title: vehicleTitle(vehicle), url: `${site}${localePath(vehiclePath(vehicle), locale)}` }
    return item.kind === 'price-drop'
      ? [{ kind: 'price-drop', ...base, from: item.from, to: item.to }]
      : [{ kind: 'new-match', ...base, price: vehicle.price }]
  })
}

/** One digest per address: in the language of its latest sign-up (an address rarely mixes them). */
function digestLocale(subs: ReadonlyArray<{ locale?: Locale | null; createdAt: string }>): Locale {
  const latest = [...subs].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]
  return latest?.locale ?? DEFAULT_LOCALE
}

/** Sends an address its waiting news in one email, unless it already had one in the last 24 hours. */
export async function sendAlertDigest(payload: Payload, email: string, now = new Date()): Promise<SendOutcome> {
  const { docs: subs } = await payload.find({
    collection: ALERT_SUBSCRIPTIONS,
    where: { and: [{ email: { equals: email } }, { status: { equals: 'active' } }] },
    pagination: false,
    depth: 0,
  })
  const waiting = subs.map((sub) => ({ sub, pending: readPending(sub.pendingMatches) }))
  const pending = waiting.flatMap((entry) => entry.pending)
  if (pending.length === 0) return 'nothing'
  if (!mayDigestNow(latestSentAt(subs.map((sub) => sub.lastEmailedAt)), now)) return 'held'
  const locale = digestLocale(subs)
  const items = await digestItems(payload, pending, locale)
  if (items.length > 0) {
    const store = await readStoreFooter(payload)
    const unsubscribeUrl = alertLink('unsubscribe', email, now, locale)
    const message = digestEmail({ items, unsubscribeUrl, siteUrl: alertSiteUrl(), store, locale })
    // Throws on a refusal: the job retries, and the news stays waiting until it is sent.
    await payload.sendEmail({ to: email, ...message })
  }
  for (const { sub, pending: sent } of waiting) {
    // Read again: a match recorded while this email was on its way waits for the next digest.
    const current = await payload.findByID({ collection: ALERT_SUBSCRIPTIONS, id: sub.id, depth: 0, disableErrors: true })
    if (!current) continue
    const left = withoutSent(readPending(current.pendingMatches), sent)
    await payload.update({
      collection: ALERT_SUBSCRIPTIONS,
      id: sub.id,
      data: { pendingMatches: left.length > 0 ? left : null, ...(items.length > 0 ? { lastEmailedAt: now.toISOString() } : {}) },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
  return items.length > 0 ? 'sent' : 'nothing'
}

/** The hourly release: queues the digest of every address with news whose day has passed. Returns them. */
export async function releaseHeldDigests(payload: Payload, now = new Date()): Promise<string[]> {
  const { docs } = await payload.find({
    collection: ALERT_SUBSCRIPTIONS,
    where: { status: { equals: 'active' } },
    select: { email: true, pendingMatches: true, lastEmailedAt: true },
    pagination: false,
    depth: 0,
  })
  const byEmail = new Map<string, { last: Array<string | null | undefined>; waiting: boolean }>()
  for (const doc of docs) {
    const entry = byEmail.get(doc.email) ?? { last: [], waiting: false }
    entry.last.push(doc.lastEmailedAt)
    entry.waiting ||= readPending(doc.pendingMatches).length > 0
    byEmail.set(doc.email, entry)
  }
  const due = [...byEmail].filter(([, entry]) => entry.waiting && mayDigestNow(latestSentAt(entry.last), now))
  for (const [email] of due) await queueAlertDigest(payload, email)
  return due.map(([email]) => email)
}
