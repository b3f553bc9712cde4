import type { Field } from 'payload'

import { serverOwned } from '@/access/server-owned'
import { DELIVERY_STATES, MESSAGE_KINDS } from '@/lib/leads/delivery/constants'

const dayAndTime = { date: { pickerAppearance: 'dayAndTime' } } as const
const KIND_LABELS: Record<(typeof MESSAGE_KINDS)[number], string> = {
  lead: 'Lead email',
  'staff-direct': 'Staff member',
  customer: 'Customer confirmation',
}
const kindOptions = MESSAGE_KINDS.map((kind) => ({ label: KIND_LABELS[kind], value: kind }))

/**
 * Email delivery bookkeeping, written by the deliverLead job (src/lib/leads/delivery): the state, every attempt
 * per recipient, and what each delivery round already sent, so a retry never mails a recipient twice.
 */
export function deliveryGroup(): Field {
  return {
    name: 'delivery',
    type: 'group',
    // Written only by the delivery job: an edit view saved while a job runs must not put back an older sentTo list
    // (a retry would mail those recipients again), and nobody may pre-fill one to suppress a mail.
    access: serverOwned,
    admin: { description: 'Email delivery to the routing recipients; retried automatically with backoff.' },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'state',
            type: 'select',
            defaultValue: 'pending',
            index: true,
            options: DELIVERY_STATES.map((state) => ({ label: state.label, value: state.value })),
            admin: { readOnly: true, width: '50%' },
          },
          {
            name: 'resend',
            type: 'ui',
            admin: {
              width: '50%',
              components: { Field: '/collections/Leads/components/resend-button.client#ResendButton' },
            },
          },
        ],
      },
      {
        name: 'attempts',
        type: 'array',
        admin: { initCollapsed: true, readOnly: true, description: 'Every send, successful or not.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'at', type: 'date', admin: dayAndTime },
              { name: 'recipient', type: 'text' },
              { name: 'kind', type: 'select', options: kindOptions },
              { name: 'ok', type: 'checkbox', defaultValue: false },
            ],
          },
          { name: 'error', type: 'text' },
        ],
      },
      {
        name: 'sentTo',
        label: 'Sent to',
        type: 'array',
        admin: { initCollapsed: true, readOnly: true, description: 'Accepted by the mail server, per round.' },
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'recipient', type: 'text', required: true },
              { name: 'messageKind', type: 'select', required: true, options: kindOptions },
              { name: 'sentAt', type: 'date', admin: dayAndTime },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'messageId', type: 'text' },
              {
                name: 'round',
                type: 'text',
                admin: { description: 'Delivery round: the first delivery, or a Resend.' },
              },
            ],
          },
        ],
      },
    ],
  }
}
