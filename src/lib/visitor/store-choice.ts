/**
 * The visitor's store choice (store selection): which location a `POST /api/visitor/store`
 * names and where a form post goes back to. Pure: the route looks the location up and sets the cookie.
 */
import { isWellFormedText } from '@/lib/http/well-formed-text'
import { isDocumentId } from '@/lib/leads/formats'

export const STORE_CHOICE_MESSAGES = {
  unknownStore: 'Choose one of our stores.',
} as const

/** Where a form post without a usable return path goes back to. */
export const DEFAULT_RETURN_PATH = '/contact-us'

export type StoreChoice = { storeId: string; returnTo: string } | { error: string }

/** Reads `storeId` and `returnTo` from a posted form or JSON object. */
export function parseStoreChoice(fields: Readonly<Record<string, unknown>>): StoreChoice {
  const storeId = typeof fields.storeId === 'string' ? fields.storeId.trim() : ''
  if (!isDocumentId(storeId)) return { error: STORE_CHOICE_MESSAGES.unknownStore }
  return { storeId, returnTo: safeReturnPath(fields.returnTo) }
}

/** Any origin will do: a return path is read against it only to be checked and encoded. */
const PROBE_ORIGIN = 'http://return-path.invalid'

/**
 * A path on this site only ('/contact-us#location-x'): never another origin or a protocol-relative '//host',
 * so the endpoint cannot be used to bounce visitors to another site. The path is sent back percent-encoded as a URL
 * spells it ('/é' → '/%C3%A9'): a Location header carries bytes, not text. Text that is not well-formed (a lone
 * surrogate, or the replacement character a form post's undecodable bytes became) names no page: the default.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300) return DEFAULT_RETURN_PATH
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_PATH
  if (/[\u0000-\u001F\u007F\uFFFD]/.test(value) || !isWellFormedText(value)) return DEFAULT_RETURN_PATH
  let url: URL
  try {
    url = new URL(value, PROBE_ORIGIN)
  } catch {
    return DEFAULT_RETURN_PATH
  }
  if (url.origin !== PROBE_ORIGIN) return DEFAULT_RETURN_PATH
  const path = `${url.pathname}${url.search}${url.hash}`
  // Escapes the value already held ('/a%FF') must decode too, or the path would lead to a 400.
  try {
    decodeURIComponent(path)
  } catch {
    return DEFAULT_RETURN_PATH
  }
  return path
}
