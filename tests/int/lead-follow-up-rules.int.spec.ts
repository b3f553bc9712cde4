/**
 * The pure rules of lead follow-up: sales-hours minutes, who to remind, owner rules and round-robin order,
 * medians. Instants are built on a chosen base week (these functions never read the clock).
 */
import { describe, expect, it } from 'vitest'

import { candidatesFor, matchingRule, type SalesAccount } from '@/lib/leads/follow-up/assignment'
import { businessMinutesBetween } from '@/lib/leads/follow-up/business-minutes'
import { remindersDue, type ReminderInput } from '@/lib/leads/follow-up/reminders'
import { formatMinutes, median, mediansBy } from '@/lib/leads/follow-up/response-times'
import { SALES_HOURS } from '@/lib/settings/defaults'
import { instantForWall } from '@/lib/format/wall-clock'

const CHICAGO = 'America/Chicago'
const INDIANA = 'America/Indiana/Indianapolis'
const MINUTE = 60_000

/** An instant on a store's wall clock, days counted from a chosen Monday (7 January 2030). */
const wall = (day: number, time: string, zone = CHICAGO, month = 0, date = 7) => {
  const [hour, minute] = time.split(':').map(Number)
  return instantForWall(Date.UTC(2030, month, date + day, hour, minute), zone)
}
const minutes = (start: Date, end: Date, zone = CHICAGO) => businessMinutesBetween(start, end, SALES_HOURS, zone)

describe('sales-hours minutes (Mon-Fri 10-19, Sat 9-17, Sun closed)', () => {
  it('counts the minutes of an open stretch', () => {
    expect(minutes(wall(0, '10:00'), wall(0, '10:20'))).toBe(20)
    expect(minutes(wall(0, '10:00'), wall(0, '10:00'))).toBe(0)
    expect(minutes(wall(0, '10:20'), wall(0, '10:00'))).toBe(0)
  })

  it('starts counting at opening for a lead that arrived before it', () => {
    expect(minutes(wall(0, '08:00'), wall(0, '10:15'))).toBe(15)
  })

  it('skips the night and the closed Sunday', () => {
    expect(minutes(wall(0, '18:50'), wall(1, '10:05'))).toBe(15)
    // Saturday 16:55 to Monday 10:10: five minutes on Saturday, ten on Monday.
    expect(minutes(wall(5, '16:55'), wall(7, '10:10'))).toBe(15)
    expect(minutes(wall(6, '09:00'), wall(6, '18:00'))).toBe(0)
  })

  it('adds whole open days across a week', () => {
    // Monday 10:00 to the next Monday 10:00: five 9-hour days and one 8-hour Saturday.
    expect(minutes(wall(0, '10:00'), wall(7, '10:00'))).toBe(5 * 9 * 60 + 8 * 60)
  })

  it('reads the hours in the store\'s own time zone', () => {
    // 9:30 in Chicago is 10:30 in Indiana: the next hour is 30 open minutes in one, 60 in the other.
    const start = wall(0, '09:30')
    const end = new Date(start.getTime() + 60 * MINUTE)
    expect(minutes(start, end, CHICAGO)).toBe(30)
    expect(minutes(start, end, INDIANA)).toBe(60)
  })

  it('is not moved by a daylight-saving change', () => {
    // Saturday 9 March 2030 16:50 to Monday 11 March 10:00; clocks go forward on Sunday 10 March.
    expect(minutes(wall(0, '16:50', CHICAGO, 2, 9), wall(2, '10:00', CHICAGO, 2, 9))).toBe(10)
  })

  it('counts nothing for a store without hours', () => {
    expect(businessMinutesBetween(wall(0, '10:00'), wall(0, '12:00'), [], CHICAGO)).toBe(0)
  })
})

describe('who to remind', () => {
  const lead = (createdAt: Date, now: Date, extra: Partial<ReminderInput> = {}): ReminderInput => ({
    createdAt,
    now,
    hours: SALES_HOURS,
    timeZone: CHICAGO,
    targetMinutes: 15,
    escalationMinutes: 15,
    responded: false,
    hasOwner: true,
    ownerReminded: false,
    managersReminded: false,
    ...extra,
  })

  it('reminds nobody before the target', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '10:14')))).toEqual([])
  })

  it('reminds the owner at the target, then the managers after the escalation time, once each', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '10:15')))).toEqual(['owner'])
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '10:29'), { ownerReminded: true }))).toEqual([])
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '10:30'), { ownerReminded: true }))).toEqual(['managers'])
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '11:30'), { ownerReminded: true, managersReminded: true }))).toEqual(
      [],
    )
  })

  it('sends both when the store opens on a lead that waited past both', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(1, '10:00')))).toEqual(['owner', 'managers'])
  })

  it('never reminds outside the store\'s hours, however late the lead', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '19:30')))).toEqual([])
    expect(remindersDue(lead(wall(5, '10:00'), wall(6, '12:00')))).toEqual([])
  })

  it('reminds nobody about an answered lead', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '12:00'), { responded: true }))).toEqual([])
  })

  it('tells the managers at the target about a lead nobody owns', () => {
    expect(remindersDue(lead(wall(0, '10:00'), wall(0, '10:15'), { hasOwner: false }))).toEqual(['managers'])
  })
})

describe('owner rules', () => {
  const rules = [
    { location: 'rockford', events: ['SCHEDULE_TEST_DRIVE'], salespeople: ['c'] },
    { location: 'rockford', events: [] },
    { events: ['CONTACT'] },
  ]

  it('takes the first rule that fits the store and form', () => {
    expect(matchingRule(rules, { location: 'rockford', event: 'SCHEDULE_TEST_DRIVE' })).toBe(rules[0])
    expect(matchingRule(rules, { location: 'rockford', event: 'CONTACT' })).toBe(rules[1])
    expect(matchingRule(rules, { location: 'moline', event: 'CONTACT' })).toBe(rules[2])
    expect(matchingRule(rules, { location: null, event: 'CONTACT' })).toBe(rules[2])
    expect(matchingRule(rules, { location: 'moline', event: 'CAREERS' })).toBeNull()
  })

  it('without rules, every lead fits the everyone rule', () => {
    expect(matchingRule([], { location: 'moline', event: 'CAREERS' })).toEqual({})
  })

  const account = (id: string, extra: Partial<SalesAccount> = {}): SalesAccount => ({
    id,
    active: true,
    locations: [],
    lastLeadAssignedAt: null,
    ...extra,
  })

  it('orders active candidates covering the store, least recently given a lead first', () => {
    const accounts = [
      account('a', { lastLeadAssignedAt: '2030-01-07T16:05:00.000Z', locations: ['rockford'] }),
      account('b', { lastLeadAssignedAt: '2030-01-07T16:01:00.000Z' }),
      account('c', { locations: ['moline'] }),
      account('d', { active: false }),
      account('e'),
    ]
    const ids = (rule: Parameters<typeof candidatesFor>[0], location: string) =>
      candidatesFor(rule, { location, event: 'CONTACT' }, accounts).map((candidate) => candidate.id)
    expect(ids({}, 'rockford')).toEqual(['e', 'b', 'a'])
    expect(ids({}, 'moline')).toEqual(['c', 'e', 'b'])
    // A rule naming salespeople uses them, whatever stores they cover, still only the active ones.
    expect(ids({ salespeople: ['c', 'd'] }, 'rockford')).toEqual(['c'])
  })
})

describe('response times', () => {
  it('takes the median of odd and even counts', () => {
    expect(median([])).toBeNull()
    expect(median([30, 5, 12])).toBe(12)
    expect(median([30, 5, 12, 8])).toBe(10)
  })

  it('groups by owner, largest group first', () => {
    const rows = mediansBy(
      [
        { ownerKey: 'a', storeKey: 's', minutes: 4 },
        { ownerKey: 'b', storeKey: 's', minutes: 40 },
        { ownerKey: 'a', storeKey: 't', minutes: 10 },
        { ownerKey: 'a', storeKey: 't', minutes: 6 },
      ],
      (lead) => lead.ownerKey,
    )
    expect(rows).toEqual([
      { key: 'a', count: 3, median: 6 },
      { key: 'b', count: 1, median: 40 },
    ])
  })

  it('formats minutes and hours', () => {
    expect(formatMinutes(7.4)).toBe('7 min')
    expect(formatMinutes(125)).toBe('2 h 05 min')
  })
})
