/**
 * Whom a "forgot password" request counts against: its client address and the email asked about, before any
 * work, so nobody can have the site mail a staff member reset links without end. An email without an account is
 * counted exactly like one with, so a refusal never tells staff emails apart. Pure: the Users collection's
 * forgot-password endpoint and GraphQL mutation (collections/Users/forgot-password.ts) apply it with the abuse
 * limiter (src/lib/abuse/limiter.ts).
 */
import type { AbuseHit } from '@/lib/abuse/policy'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

/** The counts of a request for `email` (trimmed, lower case) from `ip`. */
export function forgotPasswordHits(ip: string, email: string): AbuseHit[] {
  const hits: AbuseHit[] = []
  // An unknown address (no TRUST_PROXY behind a local proxy, `next dev`) is everyone's: no per-address count.
  if (ip !== UNKNOWN_IP) hits.push(['forgotPasswordPerIp', ip])
  hits.push(['forgotPasswordPerAccount', email])
  return hits
}

/** The refusal's text: the same for every email, with the wait in minutes. */
export function tooManyResetRequestsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}
