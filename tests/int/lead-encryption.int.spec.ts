import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  decryptValue,
  DEV_KEY_FILE,
  encryptValue,
  FieldDecryptionError,
  isEncryptedValue,
  leadEncryptionKey,
  parseEncryptionKey,
} from '@/lib/crypto/field-encryption'
import { isMaskedValue, maskSsn, MASKED_DATE } from '@/lib/crypto/mask'
import { splitSensitive } from '@/lib/crypto/sensitive-submission'

const key = crypto.randomBytes(32)
const SSN = '123-45-6789'

/** Flips one base64url character of a part (1 iv, 2 tag, 3 ciphertext) of a sealed value. */
function tamper(sealed: string, part: 1 | 2 | 3): string {
  const parts = sealed.split(':')
  const chars = [...parts[part]]
  chars[0] = chars[0] === 'A' ? 'B' : 'A'
  parts[part] = chars.join('')
  return parts.join(':')
}

describe('encryptValue / decryptValue (AES-256-GCM)', () => {
  it('round-trips, in the versioned v1:<iv>:<tag>:<ciphertext> form', () => {
    const sealed = encryptValue(SSN, key)
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/)
    expect(isEncryptedValue(sealed)).toBe(true)
    expect(sealed).not.toContain(SSN)
    expect(decryptValue(sealed, key)).toBe(SSN)
    expect(decryptValue(encryptValue('José 1980-04-12 ✓', key), key)).toBe('José 1980-04-12 ✓')
  })

  it('uses a fresh random IV for every value', () => {
    const a = encryptValue(SSN, key)
    const b = encryptValue(SSN, key)
    expect(a).not.toBe(b)
    expect(a.split(':')[1]).not.toBe(b.split(':')[1])
  })

  it.each([1, 2, 3] as const)('detects tampering with part %i', (part) => {
    expect(() => decryptValue(tamper(encryptValue(SSN, key), part), key)).toThrow(FieldDecryptionError)
  })

  it('refuses a truncated or foreign value', () => {
    const sealed = encryptValue(SSN, key)
    expect(() => decryptValue(sealed.slice(0, -2), key)).toThrow(FieldDecryptionError)
    expect(() => decryptValue(SSN, key)).toThrow(FieldDecryptionError)
    expect(() => decryptValue(`v2${sealed.slice(2)}`, key)).toThrow(FieldDecryptionError)
  })

  it('does not open with another key', () => {
    expect(() => decryptValue(encryptValue(SSN, key), crypto.randomBytes(32))).toThrow(/tampered value or wrong key/)
  })

  it('does not open in another field (the context is authenticated)', () => {
    const sealed = encryptValue(SSN, key, 'leads.sensitive.ssn')
    expect(decryptValue(sealed, key, 'leads.sensitive.ssn')).toBe(SSN)
    expect(() => decryptValue(sealed, key, 'leads.sensitive.coBorrowerSsn')).toThrow(FieldDecryptionError)
  })
})

describe('parseEncryptionKey', () => {
  it('accepts 32 bytes of base64', () => {
    const base64 = key.toString('base64')
    expect(parseEncryptionKey(base64).equals(key)).toBe(true)
    expect(parseEncryptionKey(` ${base64}\n`).equals(key)).toBe(true)
  })

  it.each([
    ['too short', crypto.randomBytes(16).toString('base64')],
    ['hex instead of base64', crypto.randomBytes(32).toString('hex')],
    ['not base64', 'correct horse battery staple, correct horse!'],
  ])('refuses a key that is %s, naming the variable', (_label, value) => {
    expect(() => parseEncryptionKey(value)).toThrow(/LEAD_ENCRYPTION_KEY must be 32 random bytes in base64/)
  })
})

/** Sets or (undefined) removes an environment variable; Next types NODE_ENV as read-only. */
function setEnv(name: string, value: string | undefined): void {
  if (value === undefined) Reflect.deleteProperty(process.env, name)
  else Reflect.set(process.env, name, value)
}

describe('leadEncryptionKey', () => {
  const saved = { ...process.env }
  const tempDirs: string[] = []
  afterEach(() => {
    for (const name of ['LEAD_ENCRYPTION_KEY', 'DATA_DIR', 'NODE_ENV', 'NEXT_PHASE', 'ALLOW_DEV_SECRETS']) {
      setEnv(name, saved[name])
    }
    for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
  })
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-lead-key-'))
    tempDirs.push(dir)
    setEnv('DATA_DIR', dir)
    return dir
  }

  it('reads LEAD_ENCRYPTION_KEY', () => {
    setEnv('LEAD_ENCRYPTION_KEY', key.toString('base64'))
    expect(leadEncryptionKey()?.equals(key)).toBe(true)
  })

  it('in development generates a key once into DATA_DIR/lead-encryption.key and reuses it', () => {
    setEnv('LEAD_ENCRYPTION_KEY', undefined)
    setEnv('NODE_ENV', 'development')
    const dir = tempDataDir()
    const first = leadEncryptionKey()
    const file = path.join(dir, DEV_KEY_FILE)
    expect(fs.existsSync(file)).toBe(true)
    expect(fs.statSync(file).mode & 0o077).toBe(0)
    expect(first).toHaveLength(32)
    expect(leadEncryptionKey()?.equals(first ?? Buffer.alloc(0))).toBe(true)
  })

  it('in production refuses to start without the key', () => {
    setEnv('LEAD_ENCRYPTION_KEY', undefined)
    setEnv('NODE_ENV', 'production')
    tempDataDir()
    expect(() => leadEncryptionKey()).toThrow(/LEAD_ENCRYPTION_KEY must be set in production/)
  })

  it('in production refuses a malformed key', () => {
    setEnv('NODE_ENV', 'production')
    setEnv('LEAD_ENCRYPTION_KEY', 'not-a-key')
    expect(() => leadEncryptionKey()).toThrow(/32 random bytes/)
  })

  it('needs no key while `next build` collects routes', () => {
    setEnv('LEAD_ENCRYPTION_KEY', undefined)
    setEnv('NODE_ENV', 'production')
    setEnv('NEXT_PHASE', 'phase-production-build')
    expect(leadEncryptionKey()).toBeNull()
  })
})

describe('masks', () => {
  it('shows the last four digits of an SSN and nothing of a date', () => {
    expect(maskSsn(SSN)).toBe('***-**-6789')
    expect(maskSsn('123456789')).toBe('***-**-6789')
    expect(maskSsn('')).toBe('***-**-****')
    expect(MASKED_DATE).toBe('****-**-**')
  })

  it('recognises its own masks (saved back from a masked view)', () => {
    expect(isMaskedValue('***-**-6789')).toBe(true)
    expect(isMaskedValue('****-**-**')).toBe(true)
    expect(isMaskedValue(SSN)).toBe(false)
    expect(isMaskedValue('1980-04-12')).toBe(false)
  })
})

describe('splitSensitive', () => {
  it('moves the applicant and co-borrower SSN and birth date out of the submission', () => {
    const { payload, sensitive } = splitSensitive({
      user: { firstName: 'Robin', dateOfBirth: '1980-04-12' },
      ssn: SSN,
      residence: [{ city: 'Rockford' }],
      coBorrower: { user: { firstName: 'Sam', dateOfBirth: '1982-09-30' }, ssn: '234-56-7890' },
    })
    expect(sensitive).toEqual({
      ssn: SSN,
      dateOfBirth: '1980-04-12',
      coBorrowerSsn: '234-56-7890',
      coBorrowerDateOfBirth: '1982-09-30',
    })
    expect(payload).toEqual({
      user: { firstName: 'Robin' },
      residence: [{ city: 'Rockford' }],
      coBorrower: { user: { firstName: 'Sam' } },
    })
  })

  it('drops SSN- and birth-date-like keys anywhere else', () => {
    const { payload } = splitSensitive({ extra: [{ SSN: '1', DOB: '2', birthDate: '3', note: 'kept' }] })
    expect(payload).toEqual({ extra: [{ note: 'kept' }] })
  })

  it('leaves other submissions as they are', () => {
    const submission = { firstName: 'Jamie', message: 'Hello' }
    expect(splitSensitive(submission)).toEqual({ payload: submission, sensitive: {} })
  })
})
