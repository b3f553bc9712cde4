/**
 * The experiment client in the browser: asks which experiments run; with none it is ready at
 * once (a synchronous start), otherwise it reads each one, assigns this visitor by their uniqueUserId
 * (created here when missing, as the form endpoint would) and records the exposure in a cookie the lead endpoint
 * reads. Only with functional consent: the id and the assignment are functional cookies (the cookie policy).
 */
import { newIdempotencyKey } from '@/components/forms/idempotency-key'
import { CONSENT_COOKIES } from '@/lib/consent/banner'
import { parseAllowedCategories } from '@/lib/consent/tiers'
import { readBrowserCookies, writeBrowserCookie } from '@/lib/cookies/browser'
import type { PopupView } from '@/lib/data/popups'
import {
  EMPTY_ASSIGNMENT,
  EXPOSURE_COOKIE,
  serializeExposures,
  type Assignment,
} from '@/lib/experiments/assignment'
import { EXPERIMENT_CLIENT, initModeOf } from '@/lib/experiments/model'
import { DEFAULT_LOCALE, stripLocale } from '@/lib/i18n/locales'
import { VISITOR_COOKIES, VISITOR_PROFILE_MAX_AGE_S } from '@/lib/leads/visitor-cookies'

export const EXPERIMENTS_URL = '/api/statsig/experiments'

/** The list of running experiments' names, as the endpoint answers it (anything else counts as a failure). */
const isNameList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((name) => typeof name === 'string')

/** Functional consent as the banner stored it (tiers 0 and 1 grant every category at start). */
export function functionalAllowed(cookies: Record<string, string>): boolean {
  return parseAllowedCategories(cookies[CONSENT_COOKIES.allowed]).includes('functional')
}

/** GET as JSON with a 10 s timeout, retried once on 408, 500, 502, 503, 504, 522, 524 or 599; null on any failure. */
async function getJson(url: string): Promise<unknown> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(EXPERIMENT_CLIENT.requestTimeoutMs) })
      if (response.ok) return await response.json()
      if (!EXPERIMENT_CLIENT.retryStatuses.some((status) => status === response.status)) return null
    } catch {
      // Timeout or network: retried once like a retry status.
    }
  }
  return null
}

/** The visitor's id, created when missing (same cookie and lifetime as the form endpoint's). */
function visitorId(cookies: Record<string, string>): string {
  const existing = cookies[VISITOR_COOKIES.uniqueUserId]
  if (existing) return existing
  const id = newIdempotencyKey()
  writeBrowserCookie(VISITOR_COOKIES.uniqueUserId, id, VISITOR_PROFILE_MAX_AGE_S)
  return id
}

/** Loads, assigns and records; the empty assignment without consent, without experiments or on failure. */
export async function loadAssignment(): Promise<Assignment<PopupView>> {
  const cookies = readBrowserCookies()
  if (!functionalAllowed(cookies)) {
    if (cookies[EXPOSURE_COOKIE]) writeBrowserCookie(EXPOSURE_COOKIE, '', 0)
    return EMPTY_ASSIGNMENT
  }
  const names = await getJson(EXPERIMENTS_URL)
  if (!isNameList(names) || initModeOf(names) === 'sync') {
    if (cookies[EXPOSURE_COOKIE]) writeBrowserCookie(EXPOSURE_COOKIE, '', 0)
    return EMPTY_ASSIGNMENT
  }
  // The variants' popups in the page's language (each language is a full page load, so this runs again on a switch).
  const { locale } = stripLocale(window.location.pathname)
  const query = locale === DEFAULT_LOCALE ? '' : `?locale=${locale}`
  // The answers' check (zod) and the bucketing (SHA-256) load only now: with no experiment running, a page view
  // never needs them.
  const [{ assignFromAnswers }, answers] = await Promise.all([
    import('./experiment-answers'),
    Promise.all(names.map((name) => getJson(`${EXPERIMENTS_URL}/${encodeURIComponent(name)}${query}`))),
  ])
  const assignment = assignFromAnswers(answers, visitorId(cookies))
  writeBrowserCookie(EXPOSURE_COOKIE, serializeExposures(assignment.exposures), VISITOR_PROFILE_MAX_AGE_S)
  return assignment
}
