import type { TaskConfig } from 'payload'

import { LEAD_QUEUE } from '@/lib/leads/delivery/constants'

import { sendDueReminders } from './run-reminders'

/** Every minute at second 30 (Payload's cron has a seconds field first), apart from the sweeps at second 0. */
export const REMINDER_CRON = '30 * * * * *'
export const REMINDER_TASK = 'remindOverdueLeads'

/**
 * Scheduled in the lead queue beside the lead emails: emails the owners, then the managers, of leads left
 * unanswered past the store's response target (src/lib/leads/follow-up/run-reminders.ts).
 */
export const remindOverdueLeadsTask: TaskConfig<'remindOverdueLeads'> = {
  slug: REMINDER_TASK,
  label: 'Remind owners and managers of unanswered leads',
  outputSchema: [
    { name: 'owners', type: 'number' },
    { name: 'managers', type: 'number' },
  ],
  schedule: [{ cron: REMINDER_CRON, queue: LEAD_QUEUE }],
  handler: async ({ req }) => {
    const sent = await sendDueReminders(req.payload)
    return { output: { owners: sent.owner, managers: sent.managers } }
  },
}
