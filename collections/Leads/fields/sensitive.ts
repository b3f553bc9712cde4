import type { Field, FieldAccess, FieldHook, TextField } from 'payload'

import { hasRole } from '@/access/roles'
import { rolesAllowedField } from '@/access/roles-allowed'
import { decryptValue, encryptValue, isEncryptedValue, leadEncryptionKey } from '@/lib/crypto/field-encryption'
import { isMaskedValue, maskSsn, MASKED_DATE } from '@/lib/crypto/mask'

type Kind = 'ssn' | 'date'

/** Shown to an admin when a stored value does not open (another key, or a damaged value). */
export const UNREADABLE = '[cannot be decrypted: check LEAD_ENCRYPTION_KEY]'

/**
 * A text field stored encrypted (AES-256-GCM, src/lib/crypto). Whatever is written is sealed before it reaches
 * the database; reading shows admins the value and everyone else (other roles, the delivery job, the Local API
 * without a user) a mask. The field path is authenticated with the value, so a value copied into another
 * field does not open.
 */
export function encryptedField(name: string, kind: Kind, key: Buffer | null, label: string): TextField {
  const context = `leads.sensitive.${name}`

  const seal: FieldHook = ({ value, siblingDocWithLocales }) => {
    const stored: unknown = siblingDocWithLocales?.[name]
    if (value === undefined) return undefined
    if (value === null || value === '') return null
    // An update fills fields it was not given from the read document, i.e. from the mask: keep what is stored.
    if (isMaskedValue(value) || value === stored) return stored ?? null
    if (!key) throw new Error('LEAD_ENCRYPTION_KEY is not available: nothing sensitive can be stored.')
    return encryptValue(String(value).trim(), key, context)
  }

  const reveal: FieldHook = ({ value, req }) => {
    if (value === null || value === undefined || value === '') return value
    if (!hasRole(req.user)) return kind === 'ssn' ? maskSsn(revealLastFour(value, key, context)) : MASKED_DATE
    if (!key || !isEncryptedValue(value)) return UNREADABLE
    try {
      return decryptValue(value, key, context)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `leads: ${context} could not be decrypted` })
      return UNREADABLE
    }
  }

  return {
    name,
    label,
    type: 'text',
    hooks: { beforeChange: [seal], afterRead: [reveal] },
    admin: { width: '25%' },
  }
}

/** The digits a mask may show: the last four of the opened value ('****' when it does not open). */
function revealLastFour(value: unknown, key: Buffer | null, context: string): string {
  if (!key || !isEncryptedValue(value)) return ''
  try {
    return decryptValue(value, key, context)
  } catch {
    return ''
  }
}

const adminOnlyWrites: { create: FieldAccess; update: FieldAccess } = {
  create: rolesAllowedField(),
  update: rolesAllowedField(),
}

/**
 * The full credit application's identity numbers: applicant and co-borrower SSN and date of birth. The key is
 * resolved once, when the config loads, so production without LEAD_ENCRYPTION_KEY refuses to start.
 */
export function sensitiveGroup(): Field {
  const key = leadEncryptionKey()
  return {
    name: 'sensitive',
    type: 'group',
    label: 'Credit application identity',
    access: adminOnlyWrites,
    admin: {
      description: 'Encrypted at rest. Admins see the values; other staff see the last four digits of an SSN only.',
      condition: (data) => data?.event === 'FULL_CREDIT_APP',
    },
    fields: [
      {
        type: 'row',
        fields: [
          encryptedField('ssn', 'ssn', key, 'SSN'),
          encryptedField('dateOfBirth', 'date', key, 'Date of birth'),
          encryptedField('coBorrowerSsn', 'ssn', key, 'Co-borrower SSN'),
          encryptedField('coBorrowerDateOfBirth', 'date', key, 'Co-borrower date of birth'),
        ],
      },
    ],
  }
}
