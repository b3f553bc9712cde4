import { describe, expect, it } from 'vitest'

import { DEFAULT_RETURN_PATH, parseStoreChoice, safeReturnPath, STORE_CHOICE_MESSAGES } from '@/lib/visitor/store-choice'

const STORE = '0b9d3f5e-8f65-4c7e-9d41-2a6f1c3e5b70'

describe('store choice', () => {
  it('takes a document id and a path on this site', () => {
    expect(parseStoreChoice({ storeId: STORE, returnTo: '/contact-us#location-rockford' })).toEqual({
      storeId: STORE,
      returnTo: '/contact-us#location-rockford',
    })
  })

  it('refuses a missing or malformed store id with the message', () => {
    for (const storeId of [undefined, '', '<script>', 'a b', 42]) {
      expect(parseStoreChoice({ storeId })).toEqual({ error: STORE_CHOICE_MESSAGES.unknownStore })
    }
  })

  it('never sends the visitor to another site', () => {
    for (const returnTo of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'contact-us', '/a\nb', 42, '/'.repeat(301)]) {
      expect(safeReturnPath(returnTo)).toBe(DEFAULT_RETURN_PATH)
    }
    expect(safeReturnPath('/used-cars-for-sale?sort=priceLow')).toBe('/used-cars-for-sale?sort=priceLow')
  })

  it('sends back a path a Location header can carry: percent-encoded, on this site', () => {
    expect(safeReturnPath('/€')).toBe('/%E2%82%AC')
    expect(safeReturnPath('/é?x=ü#ñ')).toBe('/%C3%A9?x=%C3%BC#%C3%B1')
    expect(safeReturnPath('/es/contact-us#location-rockford')).toBe('/es/contact-us#location-rockford')
    for (const path of [safeReturnPath('/€'), safeReturnPath('/é?x=ü')]) expect(path).toMatch(/^\/[\x21-\x7E]*$/)
  })

  it('takes the contact page for text that names no page: undecodable bytes, lone surrogates, broken escapes', () => {
    // A form post's `/%C0` or `/%FF` reaches the route as U+FFFD; JSON can carry a lone surrogate.
    for (const returnTo of ['/\uFFFD', '/a\uFFFDb', '/\uD800', '/x\uDC00y', '/a%FF', '/a%C0%AF', '/%E0%A4%A']) {
      expect(safeReturnPath(returnTo)).toBe(DEFAULT_RETURN_PATH)
    }
  })
})
