/** Unit spec of the pure abuse rules (src/lib/abuse/policy.ts): which counts a post hits, targets, bot signs. */
import { describe, expect, it } from 'vitest'

import {
  ABUSE_RULES,
  BOT_FIELDS,
  botVerdict,
  MIN_FILL_MS,
  minFillMs,
  normaliseEmail,
  normalisePhone,
  requesterHits,
  targetHits,
  triggerHit,
  type BotVerdict,
} from '@/lib/abuse/policy'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

const VISITOR = '3f2c1d9e-8b7a-4c6d-9e5f-0a1b2c3d4e5f'

describe('requester hits', () => {
  it.each([
    [
      'address and cookie',
      '203.0.113.9',
      VISITOR,
      ['formPerIp', 'anyFormPerIp', 'formPerVisitor', 'anyFormPerVisitor'],
    ],
    ['address only', '203.0.113.9', undefined, ['formPerIp', 'anyFormPerIp']],
    ['cookie only (address unknown)', UNKNOWN_IP, VISITOR, ['formPerVisitor', 'anyFormPerVisitor']],
    ['neither: only the challenge trigger can act', UNKNOWN_IP, undefined, []],
    ['a forged cookie is not a key', UNKNOWN_IP, 'x'.repeat(500), []],
  ])('%s', (_name, ip, visitor, rules) => {
    expect(requesterHits('contact', ip, visitor).map(([rule]) => rule)).toEqual(rules)
  })

  it('keys per form for one form and across forms for all of them; upper-case ids are one visitor', () => {
    expect(requesterHits('contact', '203.0.113.9', VISITOR.toUpperCase())).toEqual([
      ['formPerIp', 'contact 203.0.113.9'],
      ['anyFormPerIp', '203.0.113.9'],
      ['formPerVisitor', `contact ${VISITOR}`],
      ['anyFormPerVisitor', VISITOR],
    ])
  })

  it('never refuses on the site-wide count: it is a trigger, not a limit of the requester', () => {
    expect(triggerHit('contact')).toEqual(['challengeTrigger', 'contact'])
    expect(requesterHits('contact', '203.0.113.9', VISITOR).some(([rule]) => rule === 'challengeTrigger')).toBe(false)
    expect(ABUSE_RULES.challengeTrigger.points).toBe(300)
  })
})

describe('targets', () => {
  it.each([
    [' Jane.Doe@Example.COM ', 'jane.doe@example.com'],
    ['jane@example.com', 'jane@example.com'],
    ['not an address', ''],
    [42, ''],
    [undefined, ''],
  ])('email %j → %j', (value, expected) => expect(normaliseEmail(value)).toBe(expected))

  it.each([
    ['+1 (815) 555-0100', '8155550100'],
    ['815.555.0100', '8155550100'],
    ['18155550100', '8155550100'],
    ['555-0100', ''],
    [null, ''],
  ])('phone %j → %j', (value, expected) => expect(normalisePhone(value)).toBe(expected))

  it('counts the email and the phone each on its own, per form', () => {
    expect(targetHits('test-drive', { email: 'A@B.CO', phone: '+1 (815) 555-0100' })).toEqual([
      ['formPerTarget', 'test-drive email a@b.co'],
      ['formPerTarget', 'test-drive phone 8155550100'],
    ])
    expect(targetHits('careers', { firstName: 'Jane' })).toEqual([])
  })
})

describe('bot signs', () => {
  it.each<[string, Record<string, unknown>, BotVerdict]>([
    ['a filled honeypot', { website: 'http://spam.example', fillMs: 9000 }, 'honeypot'],
    ['a blank honeypot and an honest fill time', { website: '', fillMs: 5200 }, 'person'],
    ['faster than the minimum', { website: '', fillMs: MIN_FILL_MS - 1 }, 'too-fast'],
    ['exactly the minimum', { fillMs: MIN_FILL_MS }, 'person'],
    ['fill time as multipart text', { fillMs: '300' }, 'too-fast'],
    ['no fill time (an API client): judged by the limits alone', {}, 'person'],
    ['junk fill time', { fillMs: 'soon' }, 'person'],
    ['whitespace in the honeypot only', { website: '   ', fillMs: 4000 }, 'person'],
  ])('%s', (_name, fields, verdict) => expect(botVerdict(fields)).toBe(verdict))
})

describe('the browser helper and the endpoint agree', () => {
  it('on the honeypot field name', async () => {
    const { HONEYPOT_FIELD } = await import('@/components/forms/honeypot-field')
    expect(HONEYPOT_FIELD).toBe(BOT_FIELDS.honeypot)
  })
})

describe('the minimum fill time in force', () => {
  it.each([
    [undefined, MIN_FILL_MS],
    ['500', 500],
    ['0', 0],
    [' 1500 ', 1500],
    ['-1', MIN_FILL_MS],
    ['fast', MIN_FILL_MS],
  ])('LEAD_MIN_FILL_MS=%j → %d ms', (value, expected) => {
    expect(minFillMs({ LEAD_MIN_FILL_MS: value })).toBe(expected)
    expect(botVerdict({ fillMs: 600 }, minFillMs({ LEAD_MIN_FILL_MS: value }))).toBe(
      600 < expected ? 'too-fast' : 'person',
    )
  })
})
