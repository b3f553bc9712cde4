import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sanitizeStaffHtml } from '@/lib/html/sanitize'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'
import { executableParts, XSS_PAYLOADS } from '../helpers/xss-payloads'

const PASSWORD = 'popup-html-password-1'

let t: TestPayload
let rest: RestClient
let marketing: string

beforeAll(async () => {
  t = await createTestPayload('popup-html', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  const email = 'marketing@popup-html.test'
  await t.payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, role: 'marketing' },
    context: NO_REVALIDATE,
  })
  marketing = await rest.login(email, PASSWORD)
})

afterAll(async () => {
  await t?.cleanup()
})

const storedHtml = async (id: string) => {
  const popup = await t.payload.findByID({ collection: 'popups', id, depth: 0 })
  return popup.content.html ?? ''
}

describe('popup HTML saved by the marketing user', () => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    'payload %i is stored without executable content: %s',
    async (index, payload) => {
      const created = await rest.call('POST', '/popups', {
        token: marketing,
        body: {
          name: `XSS ${index}`,
          key: `xss-${index}`,
          content: { type: 'html', title: 'Offer', html: `<p>Intro</p>${payload}` },
        },
      })
      expect(created.status).toBe(201)
      const id = (created.body.doc as { id: string }).id
      const html = await storedHtml(id)
      expect(html.startsWith('<p>Intro</p>')).toBe(true)
      expect(executableParts(html), html).toEqual([])

      // Editing goes through the same hook.
      const updated = await rest.call('PATCH', `/popups/${id}`, {
        token: marketing,
        body: { content: { type: 'html', html: `${payload}<p>Edited</p>` } },
      })
      expect(updated.status).toBe(200)
      const edited = await storedHtml(id)
      // An unclosed <svg> or <style> swallows what follows it, so the edit is compared with the allowlist's result.
      expect(edited).toBe(sanitizeStaffHtml(`${payload}<p>Edited</p>`))
      expect(executableParts(edited), edited).toEqual([])
    },
  )
})
