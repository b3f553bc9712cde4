/**
 * What the manager's view shows, read through the Local API: open leads oldest first with owner, age and the
 * overdue flag, and median first-response times per salesperson and per store over the last 7 and 30 days.
 */
import type { Payload } from 'payload'

import { businessMinutesBetween } from './business-minutes'
import { isOverdue } from './reminders'
import { mediansBy, type MedianRow, type RespondedLead } from './response-times'
import { followUpSettings } from './run-reminders'
import { OPEN_STATUSES } from './statuses'

const DAY_MS = 24 * 60 * 60_000
export const REPORT_WINDOWS = [7, 30] as const
/** The view lists this many open leads at most, oldest first. */
export const OPEN_LEADS_SHOWN = 200

export interface OpenLeadRow {
  id: string | number
  title: string
  status: string
  store: string
  owner: string
  ageMinutes: number
  overdue: boolean
  /** Sales-hours minutes to the first response; null while nobody has answered. */
  responseMinutes: number | null
}

export interface NamedMedian extends MedianRow {
  name: string
}

export interface ManagerReport {
  openLeads: OpenLeadRow[]
  openTotal: number
  targetMinutes: number
  windows: Array<{ days: number; byPerson: NamedMedian[]; byStore: NamedMedian[]; overall: NamedMedian | null }>
}

const idOf = (value: unknown): string | null =>
  value == null ? null : typeof value === 'object' ? String((value as { id: unknown }).id) : String(value)

export async function managerReport(payload: Payload, now = new Date()): Promise<ManagerReport> {
  const settings = await followUpSettings(payload)
  const [users, locations] = await Promise.all([
    payload.find({ collection: 'users', depth: 0, pagination: false, overrideAccess: true }),
    payload.find({ collection: 'locations', depth: 0, pagination: false }),
  ])
  const userName = new Map(users.docs.map((user) => [String(user.id), user.name || user.email]))
  const storeName = new Map(locations.docs.map((location) => [String(location.id), location.name]))
  const ownerLabel = (id: string | null) => (id ? (userName.get(id) ?? 'Unknown account') : 'Unassigned')
  const storeLabel = (id: string | null) => (id ? (storeName.get(id) ?? 'Unknown store') : 'No store chosen')

  const open = await payload.find({
    collection: 'leads',
    where: { status: { in: [...OPEN_STATUSES] } },
    sort: 'createdAt',
    depth: 0,
    limit: OPEN_LEADS_SHOWN,
  })
  const openLeads = open.docs.map((lead): OpenLeadRow => {
    const store = idOf(lead.selectedStore)
    const clock = settings.clockOf(store)
    const createdAt = new Date(lead.createdAt)
    return {
      id: lead.id,
      title: lead.title ?? 'Lead',
      status: lead.status,
      store: storeLabel(store),
      owner: ownerLabel(idOf(lead.owner)),
      ageMinutes: Math.max(0, (now.getTime() - createdAt.getTime()) / 60_000),
      overdue: isOverdue({
        createdAt,
        now,
        hours: clock.hours,
        timeZone: clock.timeZone,
        targetMinutes: settings.targetMinutes,
        responded: Boolean(lead.firstResponseAt),
      }),
      responseMinutes: lead.firstResponseAt
        ? businessMinutesBetween(createdAt, new Date(lead.firstResponseAt), clock.hours, clock.timeZone)
        : null,
    }
  })

  const longest = Math.max(...REPORT_WINDOWS)
  const responded = await payload.find({
    collection: 'leads',
    where: {
      firstResponseAt: { exists: true },
      createdAt: { greater_than: new Date(now.getTime() - longest * DAY_MS).toISOString() },
    },
    depth: 0,
    pagination: false,
  })
  const timed = responded.docs.map((lead) => {
    const store = idOf(lead.selectedStore)
    const clock = settings.clockOf(store)
    const createdAt = new Date(lead.createdAt)
    const row: RespondedLead & { createdAt: number } = {
      ownerKey: idOf(lead.owner),
      storeKey: store,
      minutes: businessMinutesBetween(createdAt, new Date(lead.firstResponseAt!), clock.hours, clock.timeZone),
      createdAt: createdAt.getTime(),
    }
    return row
  })
  const windows = REPORT_WINDOWS.map((days) => {
    const inWindow = timed.filter((lead) => lead.createdAt > now.getTime() - days * DAY_MS)
    const [overall] = mediansBy(inWindow, () => 'all')
    return {
      days,
      byPerson: mediansBy(inWindow, (lead) => lead.ownerKey).map((row) => ({ ...row, name: ownerLabel(row.key) })),
      byStore: mediansBy(inWindow, (lead) => lead.storeKey).map((row) => ({ ...row, name: storeLabel(row.key) })),
      overall: overall ? { ...overall, name: 'All stores' } : null,
    }
  })
  return { openLeads, openTotal: open.totalDocs, targetMinutes: settings.targetMinutes, windows }
}
