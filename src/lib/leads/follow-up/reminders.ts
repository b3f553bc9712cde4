/**
 * Who to remind about an unanswered lead now. The response target counts sales-hours minutes only: a lead that
 * waits past the target reminds its owner, and one still unanswered past the target plus the escalation time
 * reminds the managers; each once, and only while the store is open, so nobody is paged at night or on a closed
 * day. A lead without an owner has nobody to remind first: the managers hear of it at the target.
 */
import type { HoursInput } from '@/lib/settings/hours'

import { businessMinutesBetween, isWithinHours } from './business-minutes'

export type ReminderStage = 'owner' | 'managers'

export interface ReminderInput {
  createdAt: Date
  now: Date
  hours: readonly HoursInput[] | null | undefined
  timeZone: string
  /** Sales-hours minutes a lead may wait for its first response. */
  targetMinutes: number
  /** Further sales-hours minutes before the managers are told. */
  escalationMinutes: number
  responded: boolean
  hasOwner: boolean
  ownerReminded: boolean
  managersReminded: boolean
}

export function remindersDue(input: ReminderInput): ReminderStage[] {
  if (input.responded || !isWithinHours(input.hours, input.timeZone, input.now)) return []
  const waited = businessMinutesBetween(input.createdAt, input.now, input.hours, input.timeZone)
  const due: ReminderStage[] = []
  if (input.hasOwner && !input.ownerReminded && waited >= input.targetMinutes) due.push('owner')
  const managersAfter = input.hasOwner ? input.targetMinutes + input.escalationMinutes : input.targetMinutes
  if (!input.managersReminded && waited >= managersAfter) due.push('managers')
  return due
}

/** Whether a lead has waited past its target (the manager's view flags it); a responded lead never is. */
export function isOverdue(input: Omit<ReminderInput, 'hasOwner' | 'ownerReminded' | 'managersReminded' | 'escalationMinutes'>): boolean {
  if (input.responded) return false
  return businessMinutesBetween(input.createdAt, input.now, input.hours, input.timeZone) >= input.targetMinutes
}
