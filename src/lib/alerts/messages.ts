/**
 * The emails of alerts: the confirmation of a new alert and the daily digest of price drops and new
 * matches. Each one carries the one-click unsubscribe of RFC 8058 (a `List-Unsubscribe` HTTPS link and
 * `List-Unsubscribe-Post`), the same link in its text, and the store's name and address. Pure.
 */
import { formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { StoreSetting } from '@/payload-types'

import type { AlertKind } from './schema'

/** Who sends: the store's name and postal address lines. */
export interface StoreFooter {
  name: string
  addressLines: string[]
}

/** An email as payload.sendEmail takes it (text only, like the lead emails). */
export interface AlertEmail {
  subject: string
  text: string
  headers: Record<string, string>
}

/** One piece of news in a digest. */
export type DigestItem =
  | { kind: 'price-drop'; title: string; url: string; from: number; to: number }
  | { kind: 'new-match'; title: string; url: string; price: number }

/** The store's name and address from the store settings' dealership group. */
export function storeFooterOf(dealership: StoreSetting['dealership']): StoreFooter {
  const stateZip = [dealership?.stateShort || dealership?.state, dealership?.zip].filter(Boolean).join(' ')
  const cityLine = [dealership?.city, stateZip].filter(Boolean).join(', ')
  const lines = [dealership?.addressLine1, dealership?.addressLine2, cityLine]
  return {
    name: dealership?.name || 'Dealership',
    addressLines: lines.filter((line): line is string => Boolean(line)),
  }
}

/** RFC 8058: the link a mail client POSTs `List-Unsubscribe=One-Click` to, without any login. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

function footer(store: StoreFooter, unsubscribeUrl: string, siteUrl: string, locale: Locale): string[] {
  return [
    '',
    `${t('alerts.email.unsubscribe', locale)} ${unsubscribeUrl}`,
    '',
    '--',
    `${t('alerts.email.sent-by', locale)} ${siteUrl}`,
    store.name,
    ...store.addressLines,
  ]
}

interface ConfirmationInput {
  kind: AlertKind
  /** The vehicle's title or the search's address. */
  watched: string
  confirmUrl: string
  unsubscribeUrl: string
  siteUrl: string
  store: StoreFooter
  /** The subscriber's language; English by default. */
  locale?: Locale
}

/** The double opt-in email: the only email an address gets before it confirms. */
export function confirmationEmail(input: ConfirmationInput): AlertEmail {
  const priceDrop = input.kind === 'price-drop'
  const locale = input.locale ?? DEFAULT_LOCALE
  const text = [
    t(priceDrop ? 'alerts.email.confirm-intro-price-drop' : 'alerts.email.confirm-intro-new-matches', locale),
    input.watched,
    '',
    `${t('alerts.email.confirm-link', locale)} ${input.confirmUrl}`,
    '',
    t('alerts.email.confirm-ignore', locale),
    ...footer(input.store, input.unsubscribeUrl, input.siteUrl, locale),
  ]
  return {
    subject: t(priceDrop ? 'alerts.email.confirm-subject-price-drop' : 'alerts.email.confirm-subject-new-matches', locale),
    text: text.join('\n'),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  }
}

interface DigestInput {
  items: readonly DigestItem[]
  unsubscribeUrl: string
  siteUrl: string
  store: StoreFooter
  /** The subscriber's language; English by default. */
  locale?: Locale
}

/** The subject of a digest: the car itself for a single price drop, else a summary. */
export function digestSubject(items: readonly DigestItem[], locale: Locale = DEFAULT_LOCALE): string {
  const [only] = items
  if (items.length === 1 && only.kind === 'price-drop') {
    return `${t('alerts.email.digest-subject-price-drop', locale)} ${only.title}`
  }
  return t('alerts.email.digest-subject-updates', locale)
}

/** The daily email of an address: its price drops, then its new matches, each with its link. */
export function digestEmail(input: DigestInput): AlertEmail {
  const drops = input.items.filter((item) => item.kind === 'price-drop')
  const matches = input.items.filter((item) => item.kind === 'new-match')
  const locale = input.locale ?? DEFAULT_LOCALE
  const lines: string[] = []
  if (drops.length > 0) {
    lines.push(`${t('alerts.email.digest-price-drops', locale)}:`, '')
    for (const item of drops) {
      const now = `${t('alerts.email.now', locale)} ${formatPrice(item.to)}`
      lines.push(item.title, `${now} (${t('alerts.email.was', locale)} ${formatPrice(item.from)})`, item.url, '')
    }
  }
  if (matches.length > 0) {
    lines.push(`${t('alerts.email.digest-new-matches', locale)}:`, '')
    for (const item of matches) lines.push(item.title, formatPrice(item.price), item.url, '')
  }
  return {
    subject: digestSubject(input.items, locale),
    text: [...lines, ...footer(input.store, input.unsubscribeUrl, input.siteUrl, locale)].join('\n'),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  }
}
