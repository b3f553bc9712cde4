/** The reminder emails: short, English like the other staff emails, with a link to the lead in the admin. */
import { formatDateTimeInZone } from '@/lib/format'
import { leadAdminUrl } from '@/lib/leads/delivery/messages'

import type { ReminderStage } from './reminders'

export interface ReminderMessage {
  subject: string
  text: string
}

export interface ReminderFacts {
  leadId: string | number
  title: string
  receivedAt: Date
  /** The store's time zone: the received time is written in it, as the staff live it. */
  timeZone: string
  ownerName: string | null
  targetMinutes: number
}

export function reminderMessage(stage: ReminderStage, facts: ReminderFacts): ReminderMessage {
  const link = leadAdminUrl(facts.leadId)
  const received = formatDateTimeInZone(facts.receivedAt, facts.timeZone)
  if (stage === 'owner') {
    return {
      subject: `Lead waiting for you: ${facts.title}`,
      text:
        `This lead has waited more than ${facts.targetMinutes} minutes of sales hours without an answer.\n\n` +
        `${facts.title}\nReceived ${received}\n\nOpen it, contact the customer, then set its status or add a note:\n${link}\n`,
    }
  }
  return {
    subject: `Unanswered lead: ${facts.title}`,
    text:
      `Nobody has answered this lead yet (owner: ${facts.ownerName ?? 'unassigned'}).\n\n` +
      `${facts.title}\nReceived ${received}\n\n${link}\n`,
  }
}
