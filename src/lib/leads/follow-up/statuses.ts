/**
 * A lead's sales status, in the order a deal moves: a salesperson contacts the customer, books an appointment,
 * and the lead ends sold or lost. Staff change it in the admin; 'new' means nobody has answered yet.
 */
export const LEAD_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'Contacted', value: 'contacted' },
  { label: 'Appointment', value: 'appointment' },
  { label: 'Sold', value: 'sold' },
  { label: 'Lost', value: 'lost' },
] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]['value']

/** Statuses of leads still being worked: the manager's view lists these as open. */
export const OPEN_STATUSES: readonly LeadStatus[] = ['new', 'contacted', 'appointment']
