import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkMediaUpload, MEDIA_MESSAGES, mediaMaxBytes } from '@/lib/media/upload-rule'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'media-uploads-password-1'

let t: TestPayload
let rest: RestClient
let token: string

beforeAll(async () => {
  t = await createTestPayload('media-uploads')
  rest = restClient(t.config)
  await t.payload.create({
    collection: 'users',
    data: { email: 'marketing@media.test', password: PASSWORD, role: 'marketing' },
    context: NO_REVALIDATE,
  })
  token = await rest.login('marketing@media.test', PASSWORD)
})

afterAll(async () => {
  await t?.cleanup()
})

/** A photo as a phone takes it: JPEG with EXIF (here a copyright and an artist standing in for GPS data). */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'exif-secret-copyright', Artist: 'exif-secret-artist' } })
    .toBuffer()

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
)
const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>fetch("/api/users/me")</script></body></html>')

/** Uploads through REST as the marketing user (multipart, as the admin's upload field sends it). */
function upload(data: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Upload of ${name}` }))
  return rest.call('POST', '/media', { token, formData: form })
}

const messageOf = (body: Record<string, unknown>) => JSON.stringify(body.errors)

describe('checkMediaUpload', () => {
  it('knows images by their bytes and refuses the rest whatever their name', async () => {
    expect(await checkMediaUpload(await photo())).toMatchObject({ ok: true, type: 'image/jpeg' })
    expect(await checkMediaUpload(SVG_WITH_SCRIPT)).toEqual({ ok: false, message: MEDIA_MESSAGES.notImage })
    expect(await checkMediaUpload(HTML_PAGE)).toEqual({ ok: false, message: MEDIA_MESSAGES.notImage })
    expect(await checkMediaUpload(Buffer.alloc(0))).toEqual({ ok: false, message: MEDIA_MESSAGES.empty })
    expect(await checkMediaUpload(await photo(), 100)).toEqual({ ok: false, message: MEDIA_MESSAGES.tooLarge(100) })
  })

  it('caps uploads at 15 MB unless MEDIA_MAX_MB says otherwise', () => {
    expect(mediaMaxBytes(undefined)).toBe(15 * 1024 * 1024)
    expect(mediaMaxBytes('40')).toBe(40 * 1024 * 1024)
    expect(mediaMaxBytes('nonsense')).toBe(15 * 1024 * 1024)
  })
})

describe('POST /api/media', () => {
  it('refuses an SVG carrying a script with 400 and a message', async () => {
    const response = await upload(SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml')
    expect(response.status).toBe(400)
    expect(messageOf(response.body)).toContain('SVG, HTML, scripts and other files are refused')
  })

  it('refuses an HTML page renamed .png with 400 and a message', async () => {
    const response = await upload(HTML_PAGE, 'photo.png', 'image/png')
    expect(response.status).toBe(400)
    expect(messageOf(response.body)).toContain('Only JPEG, PNG, WebP, AVIF or GIF images')
    expect((await t.payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })

  it('refuses an upload above MEDIA_MAX_MB', async () => {
    process.env.MEDIA_MAX_MB = '0.0001'
    try {
      const response = await upload(await photo(), 'big.jpg', 'image/jpeg')
      expect(response.status).toBe(400)
      expect(messageOf(response.body)).toContain('larger than')
    } finally {
      delete process.env.MEDIA_MAX_MB
    }
  })

  it('stores a real JPEG re-encoded by sharp, without its metadata or anything appended to it', async () => {
    // A polyglot: a valid JPEG with an HTML page after its end marker.
    const original = Buffer.concat([await photo(), HTML_PAGE])
    const response = await upload(original, 'car.jpg', 'application/octet-stream')
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const doc = response.body.doc as { filename: string; mimeType: string; width: number }
    expect(doc).toMatchObject({ mimeType: 'image/jpeg', width: 64 })
    const stored = fs.readFileSync(path.join(t.dataDir, 'media', doc.filename))
    expect(stored.equals(original)).toBe(false)
    expect(stored.includes('<script>')).toBe(false)
    expect(stored.includes('exif-secret')).toBe(false)
    expect(original.includes('exif-secret')).toBe(true)
    expect((await sharp(stored).metadata()).exif).toBeUndefined()
  })
})
