import { describe, expect, it } from 'vitest'

import {
  clientIp,
  SOCKET_ADDRESS_HEADER_ENV,
  stampedSocketAddress,
  trustedHops,
  UNKNOWN_IP,
} from '@/lib/rate-limit/client-ip'
import { createRateLimiter } from '@/lib/rate-limit/limiter'

const MINUTE = 60_000

function clock(start = 1_700_000_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('createRateLimiter', () => {
  const rules = { perPhone: { limit: 3, windowMs: 10 * MINUTE }, perIp: { limit: 5, windowMs: 60 * MINUTE } }

  it('allows the limit within a window, then refuses with the seconds until it resets', () => {
    const time = clock()
    const limiter = createRateLimiter(rules, { now: time.now })
    expect([1, 2, 3].map(() => limiter.consume('perPhone', 'a').remaining)).toEqual([2, 1, 0])
    time.advance(4 * MINUTE)
    const refused = limiter.consume('perPhone', 'a')
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 6 * 60 })
    time.advance(6 * MINUTE - 1)
    expect(limiter.consume('perPhone', 'a')).toMatchObject({ allowed: false, retryAfterSeconds: 1 })
    time.advance(1)
    expect(limiter.consume('perPhone', 'a')).toMatchObject({ allowed: true, remaining: 2 })
  })

  it('keeps keys and rules apart', () => {
    const limiter = createRateLimiter(rules, { now: clock().now })
    for (let i = 0; i < 3; i++) limiter.consume('perPhone', 'a')
    expect(limiter.consume('perPhone', 'a').allowed).toBe(false)
    expect(limiter.consume('perPhone', 'b').allowed).toBe(true)
    expect(limiter.consume('perIp', 'a').allowed).toBe(true)
  })

  it('does not count refused hits, and check never counts', () => {
    const time = clock()
    const limiter = createRateLimiter({ one: { limit: 1, windowMs: MINUTE } }, { now: time.now })
    expect(limiter.check('one', 'k').allowed).toBe(true)
    expect(limiter.check('one', 'k').allowed).toBe(true)
    limiter.consume('one', 'k')
    for (let i = 0; i < 10; i++) expect(limiter.consume('one', 'k').allowed).toBe(false)
    time.advance(MINUTE)
    expect(limiter.consume('one', 'k').allowed).toBe(true)
  })

  it('consumeAll counts all hits or none, answering the longest refusal', () => {
    const time = clock()
    const limiter = createRateLimiter(rules, { now: time.now })
    for (let i = 0; i < 5; i++) limiter.consume('perIp', '203.0.113.9')
    time.advance(MINUTE)
    const refused = limiter.consumeAll([
      ['perPhone', '8155550100'],
      ['perIp', '203.0.113.9'],
    ])
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 59 * 60 })
    // The refusal by IP did not use up the phone's allowance.
    expect(limiter.check('perPhone', '8155550100').remaining).toBe(2)
    expect(limiter.consumeAll([])).toMatchObject({ allowed: true })
  })

  it('reset forgets every count', () => {
    const limiter = createRateLimiter({ one: { limit: 1, windowMs: MINUTE } }, { now: clock().now })
    limiter.consume('one', 'k')
    limiter.reset()
    expect(limiter.consume('one', 'k').allowed).toBe(true)
  })

  it('stays within maxKeys, sweeping expired windows first', () => {
    const time = clock()
    const limiter = createRateLimiter({ one: { limit: 1, windowMs: MINUTE } }, { now: time.now, maxKeys: 3 })
    limiter.consume('one', 'old')
    time.advance(MINUTE)
    limiter.consume('one', 'a')
    limiter.consume('one', 'b')
    limiter.consume('one', 'c') // sweeps 'old', keeps a and b
    expect(limiter.consume('one', 'a').allowed).toBe(false)
    expect(limiter.consume('one', 'b').allowed).toBe(false)
    limiter.consume('one', 'd') // full of live windows: the oldest (a) goes
    expect(limiter.consume('one', 'c').allowed).toBe(false)
    expect(limiter.consume('one', 'a').allowed).toBe(true)
  })
})

describe('clientIp', () => {
  const headers = (forwardedFor?: string) => new Headers(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {})

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', () => {
    expect(clientIp(headers('198.51.100.7'), {})).toBe(UNKNOWN_IP)
    expect(clientIp(headers('198.51.100.7'), { TRUST_PROXY: 'false' })).toBe(UNKNOWN_IP)
    expect(clientIp(headers('198.51.100.7'), {}, '::ffff:192.0.2.1')).toBe('192.0.2.1')
  })

  it('takes the address the trusted proxy appended, not what the client claimed', () => {
    const chain = headers('10.9.9.9, 198.51.100.7, 203.0.113.2')
    expect(clientIp(chain, { TRUST_PROXY: 'true' })).toBe('203.0.113.2')
    expect(clientIp(chain, { TRUST_PROXY: '1' })).toBe('203.0.113.2')
    expect(clientIp(chain, { TRUST_PROXY: '2' })).toBe('198.51.100.7')
    expect(clientIp(headers('2001:DB8::1'), { TRUST_PROXY: '1' })).toBe('2001:db8::1')
  })

  it('answers unknown for a missing or unusable address', () => {
    expect(clientIp(headers(), { TRUST_PROXY: '1' })).toBe(UNKNOWN_IP)
    expect(clientIp(headers('<script>'), { TRUST_PROXY: '1' })).toBe(UNKNOWN_IP)
    expect(clientIp(headers('not-an-ip'), { TRUST_PROXY: '1' }, '192.0.2.1')).toBe('192.0.2.1')
  })

  it('uses the socket address without TRUST_PROXY, except a proxy on this machine (127.0.0.1, ::1)', () => {
    expect(clientIp(headers(), {}, '203.0.113.9')).toBe('203.0.113.9')
    expect(clientIp(headers(), {}, '127.0.0.2')).toBe('127.0.0.2')
    expect(clientIp(headers(), {}, '127.0.0.1')).toBe(UNKNOWN_IP)
    expect(clientIp(headers(), {}, '::ffff:127.0.0.1')).toBe(UNKNOWN_IP)
    expect(clientIp(headers(), {}, '::1')).toBe(UNKNOWN_IP)
    // A client's own X-Forwarded-For never replaces the socket address it came from.
    expect(clientIp(headers('198.51.100.7'), {}, '203.0.113.9')).toBe('203.0.113.9')
  })

  it("reads the socket address from server.mjs's header only under the name its environment publishes", () => {
    const stamped = new Headers({ 'x-socket-address-abc123': '203.0.113.9', 'x-forwarded-for': '198.51.100.7' })
    const env = { [SOCKET_ADDRESS_HEADER_ENV]: 'x-socket-address-abc123' }
    expect(stampedSocketAddress(stamped, env)).toBe('203.0.113.9')
    expect(clientIp(stamped, env)).toBe('203.0.113.9')
    // Without server.mjs (next dev) the name is unpublished: a header a client sent is not believed.
    expect(clientIp(stamped, {})).toBe(UNKNOWN_IP)
    // A name outside the prefix (a misconfigured variable) cannot point the check at an ordinary header.
    expect(stampedSocketAddress(stamped, { [SOCKET_ADDRESS_HEADER_ENV]: 'x-forwarded-for' })).toBeUndefined()
    // TRUST_PROXY still wins: behind a proxy the socket is the proxy.
    expect(clientIp(stamped, { ...env, TRUST_PROXY: '1' })).toBe('198.51.100.7')
  })

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect([undefined, '', 'no', 'true', 'YES', '0', '3', '-1', '1.5'].map(trustedHops)).toEqual([
      0, 0, 0, 1, 1, 0, 3, 0, 0,
    ])
  })
})
