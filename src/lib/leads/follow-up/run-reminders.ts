/**
 * The reminder run (a scheduled job, every minute): finds unanswered new leads, asks remindersDue who to tell
 * now, and emails them. Each reminder is claimed before it is sent (job-claims unique key), so two workers running
 * the schedule at once send it once; the lead records when its owner and its managers were reminded.
 */
import type { Payload } from 'payload'

import { claimKey, storeClaim } from '@/lib/jobs/claim'
import type { HoursInput } from '@/lib/settings/hours'
import type { Lead, User } from '@/payload-types'

import { LEAD_RESPONSE_DEFAULTS } from './defaults'
import { reminderMessage } from './messages'
import { remindersDue, type ReminderStage } from './reminders'

/** Leads older than this are history, not overdue: the run never looks that far back. */
const LOOKBACK_MS = 30 * 24 * 60 * 60_000

export interface StoreClock {
  hours: readonly HoursInput[]
  timeZone: string
}

export interface FollowUpSettings {
  targetMinutes: number
  escalationMinutes: number
  /** The sales hours and zone of each location (its own, else the store's), and the store's for leads without one. */
  clockOf: (locationId: string | null) => StoreClock
}

const idOf = (value: unknown): string | null =>
  value == null ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

/** The response targets and every store's sales hours, read once a run. */
export async function followUpSettings(payload: Payload): Promise<FollowUpSettings> {
  const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0 })
  const store: StoreClock = { hours: settings.salesHours ?? [], timeZone: settings.timezone }
  const { docs: locations } = await payload.find({ collection: 'locations', depth: 0, pagination: false })
  const clocks = new Map<string, StoreClock>(
    locations.map((location) => [
      String(location.id),
      {
        hours: location.salesHours?.length ? location.salesHours : store.hours,
        timeZone: location.timezone ?? store.timeZone,
      },
    ]),
  )
  return {
    targetMinutes: settings.responseTargetMinutes ?? LEAD_RESPONSE_DEFAULTS.targetMinutes,
    escalationMinutes: settings.escalationMinutes ?? LEAD_RESPONSE_DEFAULTS.escalationMinutes,
    clockOf: (locationId) => (locationId && clocks.get(locationId)) || store,
  }
}

const isActive = (user: User) => user.active !== false

async function recipients(payload: Payload, stage: ReminderStage, lead: Lead): Promise<User[]> {
  if (stage === 'owner') {
    const ownerId = idOf(lead.owner)
    if (!ownerId) return []
    const owner = await payload.findByID({ collection: 'users', id: ownerId, depth: 0, disableErrors: true })
    return owner && isActive(owner) ? [owner] : []
  }
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'manager' } },
    depth: 0,
    pagination: false,
  })
  return docs.filter(isActive)
}

const REMINDED_FIELD = { owner: 'ownerRemindedAt', managers: 'managersRemindedAt' } as const

/** Sends the reminders due at `now`; answers how many emails went to owners and to managers. */
export async function sendDueReminders(payload: Payload, now = new Date()): Promise<Record<ReminderStage, number>> {
  const sent: Record<ReminderStage, number> = { owner: 0, managers: 0 }
  const settings = await followUpSettings(payload)
  const { docs: leads } = await payload.find({
    collection: 'leads',
    where: {
      status: { equals: 'new' },
      firstResponseAt: { exists: false },
      createdAt: { greater_than: new Date(now.getTime() - LOOKBACK_MS).toISOString() },
      or: [{ ownerRemindedAt: { exists: false } }, { managersRemindedAt: { exists: false } }],
    },
    sort: 'createdAt',
    depth: 0,
    limit: 500,
  })
  for (const lead of leads) {
    const clock = settings.clockOf(idOf(lead.selectedStore))
    const due = remindersDue({
      createdAt: new Date(lead.createdAt),
      now,
      hours: clock.hours,
      timeZone: clock.timeZone,
      targetMinutes: settings.targetMinutes,
      escalationMinutes: settings.escalationMinutes,
      responded: Boolean(lead.firstResponseAt),
      hasOwner: Boolean(lead.owner),
      ownerReminded: Boolean(lead.ownerRemindedAt),
      managersReminded: Boolean(lead.managersRemindedAt),
    })
    for (const stage of due) {
      if (!(await storeClaim(payload, claimKey('lead-reminder', String(lead.id), stage)))) continue
      const to = await recipients(payload, stage, lead)
      if (to.length > 0) {
        const owner = idOf(lead.owner)
          ? await payload.findByID({ collection: 'users', id: idOf(lead.owner)!, depth: 0, disableErrors: true })
          : null
        const message = reminderMessage(stage, {
          leadId: lead.id,
          title: lead.title ?? 'Lead',
          receivedAt: new Date(lead.createdAt),
          timeZone: clock.timeZone,
          ownerName: owner ? owner.name || owner.email : null,
          targetMinutes: settings.targetMinutes,
        })
        await payload.sendEmail({ to: to.map((user) => user.email), ...message })
        sent[stage] += 1
      }
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { [REMINDED_FIELD[stage]]: now.toISOString() },
        depth: 0,
        context: { disableRevalidate: true },
      })
    }
  }
  return sent
}
