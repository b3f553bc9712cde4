import { describe, expect, it } from 'vitest'

import { toPopupView, type PopupView } from '@/lib/data/popups'
import { sanitizeStaffHtml } from '@/lib/html/sanitize'

import { executableParts, XSS_PAYLOADS } from '../helpers/xss-payloads'

describe('staff HTML sanitiser', () => {
  it.each(XSS_PAYLOADS)('removes everything executable from %s', (payload) => {
    // The detector must see the attack before sanitising, or an empty result proves nothing.
    expect(executableParts(payload)).not.toEqual([])
    const clean = sanitizeStaffHtml(payload)
    expect(executableParts(clean), clean).toEqual([])
    expect(sanitizeStaffHtml(clean)).toBe(clean)
  })

  it('keeps formatting, safe links and media-library images', () => {
    const html =
      '<h2>Unlock our reserve</h2><p><strong>Members</strong> see <em>hidden</em> cars.</p>' +
      '<ul><li>One</li><li>Two</li></ul><a href="/used-cars-for-sale" class="underline">Browse</a> ' +
      '<a href="tel:+18155550100">Call</a><img src="/api/media/file/reserve.webp" alt="Reserve lot" width="320" />'
    expect(sanitizeStaffHtml(html)).toBe(html)
  })

  it('opens new tabs without a handle on the site and drops other targets', () => {
    expect(sanitizeStaffHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    )
    expect(sanitizeStaffHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>')
  })

  it('drops images from relative or non-https sources and script contents with their tags', () => {
    expect(sanitizeStaffHtml('<p>a<img src="x">b</p>')).toBe('<p>ab</p>')
    expect(sanitizeStaffHtml('<img src="http://tracker.example/p.gif">')).toBe('')
    expect(sanitizeStaffHtml('<p>Hi</p><script>steal()</script><style>p{}</style>')).toBe('<p>Hi</p>')
  })
})

describe('popup view for the browser', () => {
  it('sanitises HTML stored before the save hook existed', () => {
    const stored = {
      key: 'legacy',
      name: 'Legacy',
      conditions: [],
      content: { type: 'html', title: 'Hello', html: '<p>Hi</p><img src=x onerror=alert(1)>' },
    } as unknown as PopupView
    const view = toPopupView(stored)
    expect(view.content.html).toBe('<p>Hi</p>')
    expect(view.content.title).toBe('Hello')
    expect(toPopupView({ ...stored, content: { type: 'component', html: null } } as PopupView).content.html).toBeNull()
  })
})
