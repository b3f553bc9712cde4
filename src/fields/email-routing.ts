import type { ArrayField, FieldAccess } from 'payload'

import { EMAIL, EMAIL_TYPES, LEAD_EVENTS } from '@/lib/settings/defaults'

import { staffOnlyRead } from '@/access/staff-only-read'

type EmailRoutingOptions = {
  description: string
  /**
   * A location's rows override the company's row by row: their type and subject stay empty unless set, so an
   * empty cell keeps the company's value (src/lib/leads/routing.ts). The company's rows carry the defaults.
   */
  overrides?: boolean
  /** Read access of the whole array (a location is public, its routing is not). */
  read?: FieldAccess
}

/**
 * Lead email routing rows (type adf | text, subject, recipients per form type), on the store
 * settings and on each location. Recipients are readable by staff only.
 */
export function emailRoutingField({ description, overrides = false, read }: EmailRoutingOptions): ArrayField {
  return {
    name: 'emailRouting',
    type: 'array',
    labels: { singular: 'Route', plural: 'Email routing' },
    ...(read ? { access: { read } } : {}),
    admin: { description, ...(overrides ? { initCollapsed: true } : {}) },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'event',
            type: 'select',
            required: true,
            options: LEAD_EVENTS.map((e) => ({ label: e, value: e })),
            admin: { description: 'CONTACT covers every inquiry type (CONTACT_{type}).' },
          },
          {
            name: 'type',
            type: 'select',
            required: !overrides,
            ...(overrides ? {} : { defaultValue: EMAIL.defaultType }),
            options: EMAIL_TYPES.map((t) => ({ label: t === 'adf' ? 'ADF (CRM XML)' : 'Plain text', value: t })),
            ...(overrides ? { admin: { description: 'Empty: the company row\'s type.' } } : {}),
          },
          {
            name: 'subject',
            type: 'text',
            ...(overrides
              ? { admin: { description: 'Empty: the company row\'s subject.' } }
              : { defaultValue: EMAIL.defaultSubject }),
          },
        ],
      },
      {
        name: 'recipients',
        type: 'array',
        access: staffOnlyRead,
        labels: { singular: 'Recipient', plural: 'Recipients' },
        fields: [{ name: 'email', type: 'email', required: true }],
      },
    ],
  }
}
