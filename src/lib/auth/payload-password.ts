/**
 * The one place that knows how Payload stores a staff password (its own verifier is not exported), so the sign-in
 * guard can check a password itself and spend the same work on an email that has no account. Payload 3.x writes
 * `pbkdf2-sha256-v1:<hex>`: PBKDF2-SHA256, 600,000 iterations, 32 bytes, over the hex salt; a hash without that
 * prefix is its legacy form (25,000 iterations, 512 bytes), rewritten by Payload at the next sign-in.
 * tests/int/staff-auth.int.spec.ts checks a password Payload stored against this module: a Payload upgrade that
 * changes the format fails there by name.
 */
import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'

export const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

/** The stored hash and salt of an account (hidden fields of the users collection). */
export type StoredPassword = { hash?: unknown; salt?: unknown }

function derive(password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key))),
  )
}

// What an email without an account is checked against: the current format's full work, a match for no password.
const DUMMY = {
  hash: `${CURRENT_HASH_PREFIX}${randomBytes(CURRENT.keyLength).toString('hex')}`,
  salt: randomBytes(32).toString('hex'),
}

/**
 * True when `password` is the account's. Without an account (or a stored hash) the same derivation runs against a
 * dummy hash and the answer is false, so a wrong password costs the same whether or not the email is staff.
 */
export async function passwordMatches(stored: StoredPassword | null, password: string): Promise<boolean> {
  const usable = typeof stored?.hash === 'string' && typeof stored.salt === 'string'
  const hash = usable ? String(stored.hash) : DUMMY.hash
  const salt = usable ? String(stored.salt) : DUMMY.salt
  const current = hash.startsWith(CURRENT_HASH_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? hash.slice(CURRENT_HASH_PREFIX.length) : hash, 'hex')
  const derived = await derive(password, salt, iterations, keyLength)
  const same = derived.length === expected.length && timingSafeEqual(derived, expected)
  return usable && same
}
