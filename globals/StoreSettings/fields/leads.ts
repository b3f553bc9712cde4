import type { Field } from 'payload'

import { emailRoutingField } from '@/fields/email-routing'
import { AD_TRACKING_PARAMS } from '@/lib/settings/defaults'

/**
 * Where each lead form's email goes, which ad parameters may be appended to lead emails, and whether the customer
 * gets a confirmation.
 */
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
  {
    name: 'customerConfirmation',
    label: 'Email the customer a confirmation',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      description:
        "A short thank-you to the email address the customer gave, in their language (English or Spanish), sent " +
        'with the lead emails. The store emails stay English.',
    },
  },
]
