import type { Field } from 'payload'

import { rolesAllowedField } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'

const readOnlyDate = { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * Who works the lead and how fast it was answered. The owner is picked by the store's owner rules when the lead
 * is stored (hooks/assignOwner.ts); a manager may hand it to someone else. The first response and the reminder
 * times are the server's record (hooks/recordFirstResponse.ts, src/lib/leads/follow-up/run-reminders.ts).
 */
export const followUpFields: Field[] = [
  {
    name: 'owner',
    type: 'relationship',
    relationTo: 'users',
    index: true,
    access: { create: rolesAllowedField('manager'), update: rolesAllowedField('manager') },
    admin: { position: 'sidebar', description: 'The salesperson who works this lead; only a manager changes it.' },
  },
  {
    name: 'firstResponseAt',
    label: 'First response',
    type: 'date',
    index: true,
    access: serverOwned,
    admin: { ...readOnlyDate, description: 'The first status change or note by staff; set once.' },
  },
  {
    name: 'firstResponseBy',
    label: 'First response by',
    type: 'relationship',
    relationTo: 'users',
    access: serverOwned,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'ownerRemindedAt',
    label: 'Owner reminded',
    type: 'date',
    access: serverOwned,
    admin: { ...readOnlyDate, description: 'When the owner was emailed that the lead is overdue.' },
  },
  {
    name: 'managersRemindedAt',
    label: 'Managers reminded',
    type: 'date',
    access: serverOwned,
    admin: { ...readOnlyDate, description: 'When the managers were emailed that the lead is still unanswered.' },
  },
]
