import type { Field } from 'payload'

import { AD_TRACKING_PARAMS, EMAIL, EMAIL_TYPES, LEAD_EVENTS } from '@/lib/settings/defaults'

import { staffOnlyRead } from './staff-only'

/** Where each lead form's email goes, and which ad parameters may be appended to lead emails. */
export const leadFields: Field[] = [
  {
    name: 'emailRouting',
    type: 'array',
    labels: { singular: 'Route', plural: 'Email routing' },
    admin: { description: 'One row a lead event; forms without a row are not emailed.' },
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
            required: true,
            defaultValue: EMAIL.defaultType,
            options: EMAIL_TYPES.map((t) => ({ label: t === 'adf' ? 'ADF (CRM XML)' : 'Plain text', value: t })),
          },
          { name: 'subject', type: 'text', defaultValue: EMAIL.defaultSubject },
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
  },
  {
    name: 'adParameters',
    type: 'array',
    defaultValue: AD_TRACKING_PARAMS.map((param) => ({ param })),
    labels: { singular: 'Parameter', plural: 'Ad parameters' },
    admin: { description: 'Query parameters captured for lead attribution and appended to lead emails.' },
    fields: [{ name: 'param', type: 'text', required: true }],
  },
]
