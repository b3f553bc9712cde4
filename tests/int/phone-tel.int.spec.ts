import { describe, expect, it } from 'vitest'

import { phoneE164 } from '@/lib/phone'
import { telHref } from '@/lib/phone/tel'

describe('click-to-call href', () => {
  it.each([
    ['(815) 555-0100', 'tel:+18155550100'],
    ['815.555.0100', 'tel:+18155550100'],
    ['+1 (815) 555-0100', 'tel:+18155550100'],
    ['1-815-555-0100', 'tel:+18155550100'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('%s → %s', (display, href) => expect(telHref(display)).toBe(href))

  it('dials the number the phone module reads from the same text', () => {
    for (const display of ['(815) 555-0100', '+1 815 555 0100', '18155550100', '+44 20 7946 0958']) {
      expect(telHref(display)).toBe(`tel:${phoneE164(display)}`)
    }
  })
})
