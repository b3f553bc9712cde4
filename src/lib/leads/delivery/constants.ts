/** The Payload jobs task that emails a lead, and the queue its jobs run in. */
export const DELIVER_LEAD_TASK = 'deliverLead'
export const LEAD_QUEUE = 'leads'

/**
 * Retries after the first try, with exponential backoff from one minute: 1, 2, 4 … 128 minutes, so a mail server
 * that is down for about four hours still gets every lead. autoRun checks the queue every minute.
 */
export const DELIVERY_RETRIES = { attempts: 8, backoff: { type: 'exponential', delay: 60_000 } } as const
export const AUTORUN_CRON = '* * * * *'

/** A lead's delivery state as the admin shows it. */
export const DELIVERY_STATES = [
  { label: 'Pending', value: 'pending' },
  { label: 'Sending', value: 'sending' },
  { label: 'Sent', value: 'sent' },
  { label: 'Failed', value: 'failed' },
  { label: 'Not routed', value: 'unrouted' },
] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]['value']

/**
 * 'lead': the routed lead email; 'staff-direct': the STAFF_MEMBER copy to the staff member; 'customer': the
 * confirmation to the customer in their language (store settings `customerConfirmation`).
 */
export const MESSAGE_KINDS = ['lead', 'staff-direct', 'customer'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

/** The Payload jobs task that queues a delivery for leads left without one (src/lib/leads/delivery/sweep.ts). */
export const SWEEP_LEADS_TASK = 'sweepUndeliveredLeads'
