import { readBrowserCookies, writeBrowserCookie } from '@/lib/cookies/browser'
import {
  parseTerms,
  PRICING_TERMS_COOKIE,
  PRICING_TERMS_MAX_AGE_S,
  type PricingTerms,
  serializeTerms,
} from '@/lib/pricing/terms'

const listeners = new Set<() => void>()
let lastRaw: string | undefined
let lastTerms: PricingTerms | null = null

/** The cookie's terms, parsed again only when the cookie changed (useSyncExternalStore wants a stable snapshot). */
function currentTerms(): PricingTerms | null {
  const raw = readBrowserCookies()[PRICING_TERMS_COOKIE]
  if (raw !== lastRaw) {
    lastRaw = raw
    lastTerms = parseTerms(raw)
  }
  return lastTerms
}

/**
 * The visitor's finished pricing terms, page-wide (for useSyncExternalStore): every card and the vehicle page
 * read them, and finishing the wizard updates them all without a reload. The server snapshot is always null, so
 * cached HTML never carries personal figures.
 */
export const termsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: currentTerms,
  getServerSnapshot: (): PricingTerms | null => null,

  /** Keeps finished terms for 30 days (SameSite=Lax; Secure on https, which the site always is in production). */
  save(terms: PricingTerms): void {
    writeBrowserCookie(PRICING_TERMS_COOKIE, serializeTerms(terms), PRICING_TERMS_MAX_AGE_S)
    listeners.forEach((listener) => listener())
  },
}
