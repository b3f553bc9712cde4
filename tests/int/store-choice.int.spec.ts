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
})
