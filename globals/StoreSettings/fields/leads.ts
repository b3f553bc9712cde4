import type { Field } from 'payload'

import { emailRoutingField } from '@/fields/email-routing'
import { AD_TRACKING_PARAMS } from '@/lib/settings/defaults'

/** Where each lead form's email goes, and which ad parameters may be appended to lead emails. */
export const leadFields: Field[] = [
  emailRoutingField({ description: 'One row a lead event; forms without a row are not emailed.' }),
  {
    name: 'adParameters',
    type: 'array',
    defaultValue: AD_TRACKING_PARAMS.map((param) => ({ param })),
    labels: { singular: 'Parameter', plural: 'Ad parameters' },
    admin: { description: 'Query parameters captured for lead attribution and appended to lead emails.' },
    fields: [{ name: 'param', type: 'text', required: true }],
  },
]
