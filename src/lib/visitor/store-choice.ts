/**
 * The visitor's store choice (SPEC section 4, "Store selection"): which location a `POST /api/visitor/store`
 * names and where a form post goes back to. Pure: the route looks the location up and sets the cookie.
 */
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

/**
 * A path on this site only ('/contact-us#location-x'): never another origin or a protocol-relative '//host',
 * so the endpoint cannot be used to bounce visitors to another site.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 300) return DEFAULT_RETURN_PATH
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_PATH
  if (/[\u0000-\u001F\u007F]/.test(value)) return DEFAULT_RETURN_PATH
  return value
}
