/**
 * The email links of alerts. Confirm (GET): a signed, unexpired token for a pending subscription makes it
 * active. Unsubscribe: GET only shows the button (mail scanners fetch links; RFC 8058 keeps GET harmless), POST —
 * the button, or a mail client's one-click `List-Unsubscribe=One-Click` — stops every alert of the address, with
 * no login. A bad or expired token is a 4xx page, never an error.
 */
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { ALERT_PATHS, ALERT_SUBSCRIPTIONS } from './constants'
import type { AlertPage } from './page-html'
import { alertTokenKey, verifyAlertToken, type AlertTokenCheck } from './token'

const INVALID: AlertPage = { status: 400, title: 'alerts.pages.invalid-title', message: 'alerts.pages.invalid' }
const EXPIRED: AlertPage = { status: 410, title: 'alerts.pages.expired-title', message: 'alerts.pages.expired' }
const GONE: AlertPage = { status: 404, title: 'alerts.pages.gone-title', message: 'alerts.pages.gone' }

function refusedPage(check: Extract<AlertTokenCheck, { ok: false }>): AlertPage {
  return check.reason === 'expired' ? EXPIRED : INVALID
}

/** GET of a confirmation link. */
export async function confirmAlert(payload: Payload, token: string | null, now: Date): Promise<AlertPage> {
  const check = verifyAlertToken(token, 'confirm', alertTokenKey(), now)
  if (!check.ok) return refusedPage(check)
  const subscription = await payload.findByID({
    collection: ALERT_SUBSCRIPTIONS,
    id: check.subject,
    depth: 0,
    disableErrors: true,
  })
  if (!subscription || subscription.status === 'unsubscribed') return GONE
  if (subscription.status === 'pending') {
    await payload.update({
      collection: ALERT_SUBSCRIPTIONS,
      id: subscription.id,
      data: { status: 'active', confirmedAt: now.toISOString() },
      depth: 0,
      context: { disableRevalidate: true },
    })
  }
  return { status: 200, title: 'alerts.pages.confirmed-title', message: 'alerts.pages.confirmed' }
}

/** GET of an unsubscribe link: the button, or the 4xx page of a bad link. Changes nothing. */
export function unsubscribePrompt(token: string | null, now: Date, locale: Locale = DEFAULT_LOCALE): AlertPage {
  const check = verifyAlertToken(token, 'unsubscribe', alertTokenKey(), now)
  if (!check.ok) return refusedPage(check)
  return {
    status: 200,
    title: 'alerts.pages.unsubscribe-title',
    message: 'alerts.pages.unsubscribe',
    form: {
      // The page after the button speaks the same language.
      action: `${ALERT_PATHS.unsubscribe}?token=${encodeURIComponent(token ?? '')}${locale === DEFAULT_LOCALE ? '' : `&lang=${locale}`}`,
      button: 'alerts.pages.unsubscribe-button',
    },
  }
}

/** POST of an unsubscribe link: every alert of the address stops, with its waiting news. Repeating it is harmless. */
export async function unsubscribeAddress(payload: Payload, token: string | null, now: Date): Promise<AlertPage> {
  const check = verifyAlertToken(token, 'unsubscribe', alertTokenKey(), now)
  if (!check.ok) return refusedPage(check)
  await payload.update({
    collection: ALERT_SUBSCRIPTIONS,
    where: { and: [{ email: { equals: check.subject } }, { status: { not_equals: 'unsubscribed' } }] },
    data: { status: 'unsubscribed', unsubscribedAt: now.toISOString(), pendingMatches: null },
    depth: 0,
    context: { disableRevalidate: true },
  })
  return { status: 200, title: 'alerts.pages.unsubscribed-title', message: 'alerts.pages.unsubscribed' }
}
