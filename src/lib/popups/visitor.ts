/**
 * What the popup rules know about the visitor, from the cookies page scripts can read (src/lib/leads/visitor.ts
 * writes them after a lead): whether they are a lead, their stored ad values, and the popups they have finished.
 * Pure: cookie values in, facts out.
 */
import { VISITOR_COOKIES } from '@/lib/leads/visitor-cookies'

type Cookies = Readonly<Record<string, string | undefined>>

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * A visitor who has given contact details is a lead. The adfLead cookie says a lead was
 * sent from this browser; the four contact cookies say the same of an older profile.
 */
export function isLeadVisitor(cookies: Cookies): boolean {
  if (cookies[VISITOR_COOKIES.adfLead] === '1') return true
  return CONTACT_FIELDS.every((field) => Boolean(cookies[VISITOR_COOKIES[field]]?.trim()))
}

/** The adsValues cookie (JSON of parameter → value) as a record of texts; {} when absent or unreadable. */
export function adsValuesOf(cookies: Cookies): Record<string, string> {
  const raw = cookies[VISITOR_COOKIES.adsValues]
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

/** The cookie listing the keys of finished popups, and how long it lasts. */
export const FINISHED_POPUPS_COOKIE = 'finishedPopups'
export const FINISHED_POPUPS_MAX_AGE_S = 365 * 24 * 60 * 60

/** The finished popup keys of the cookie (comma-separated). */
export function finishedPopupsOf(cookies: Cookies): string[] {
  return (cookies[FINISHED_POPUPS_COOKIE] ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
}

/** The cookie value with one more finished popup (each key once, in order). */
export function withFinishedPopup(current: readonly string[], key: string): string {
  return [...new Set([...current, key])].join(',')
}
