import crypto from 'node:crypto'

import { isBuildPlaceholder, secretFromEnv } from '@/lib/config/dev-secret'

/** Environment variable holding the lead field key: 32 random bytes, base64 (`openssl rand -base64 32`). */
export const LEAD_ENCRYPTION_KEY_ENV = 'LEAD_ENCRYPTION_KEY'
/** Where development keeps its generated key, under DATA_DIR. */
export const DEV_KEY_FILE = 'lead-encryption.key'

const VERSION = 'v1'
const ALGORITHM = 'aes-256-gcm'
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32

/** A value as stored: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. */
const ENCRYPTED_PATTERN = /^v1:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22}:[A-Za-z0-9_-]*$/

/** Thrown when a stored value cannot be decrypted: tampered with, truncated, or sealed with another key. */
export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Encrypted field could not be decrypted: ${reason}`)
    this.name = 'FieldDecryptionError'
  }
}

/** Decodes a base64 key and insists on exactly 32 bytes, naming the variable in the error. */
export function parseEncryptionKey(base64: string, name = LEAD_ENCRYPTION_KEY_ENV): Buffer {
  const trimmed = base64.trim()
  const key = Buffer.from(trimmed, 'base64')
  // Buffer.from ignores characters outside the alphabet; a round trip catches a hex or mistyped key.
  const canonical = key.toString('base64').replace(/=+$/, '')
  if (key.length !== KEY_BYTES || canonical !== trimmed.replace(/=+$/, '')) {
    throw new Error(
      `${name} must be ${KEY_BYTES} random bytes in base64 (e.g. \`openssl rand -base64 32\`); got ${key.length} bytes.`,
    )
  }
  return key
}

/**
 * The key of the lead fields: LEAD_ENCRYPTION_KEY, or in development a key generated once into
 * DATA_DIR/lead-encryption.key (secretFromEnv logs that once). Production refuses to start without it. While
 * `next build` collects routes nothing is encrypted, so it returns null there.
 */
export function leadEncryptionKey(): Buffer | null {
  const secret = secretFromEnv(LEAD_ENCRYPTION_KEY_ENV, KEY_BYTES, { fileName: DEV_KEY_FILE, encoding: 'base64' })
  if (isBuildPlaceholder(secret)) return null
  return parseEncryptionKey(secret)
}

/** True when the value has the shape of an encrypted field (it may still fail to decrypt). */
export function isEncryptedValue(value: unknown): value is string {
  return typeof value === 'string' && ENCRYPTED_PATTERN.test(value)
}

/**
 * Seals a value with AES-256-GCM and a fresh random 12-byte IV, so equal inputs never give equal outputs.
 * `context` (e.g. the field path) is authenticated but not stored: a value moved to another field fails to open.
 */
export function encryptValue(plaintext: string, key: Buffer, context = ''): string {
  const iv = crypto.randomBytes(IV_BYTES)
  const cipher = crypto.createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(context, 'utf8'))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const tag = cipher.getAuthTag()
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join(':')
}

/** Opens a value sealed by encryptValue; throws FieldDecryptionError on any tampering or a wrong key/context. */
export function decryptValue(sealed: string, key: Buffer, context = ''): string {
  if (!isEncryptedValue(sealed)) throw new FieldDecryptionError('not a v1 encrypted value')
  const [, iv, tag, ciphertext] = sealed.split(':')
  try {
    const decipher = crypto.createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    })
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // GCM tells only "unable to authenticate"; which byte was wrong is nobody's business.
    throw new FieldDecryptionError('authentication failed (tampered value or wrong key)')
  }
}
