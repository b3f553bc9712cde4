import { describe, expect, it } from 'vitest'

import {
  clientIp,
  SOCKET_ADDRESS_HEADER_ENV,
  stampedSocketAddress,
  trustedHops,
  UNKNOWN_IP,
} from '@/lib/http/client-ip'

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
