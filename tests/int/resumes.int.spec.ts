import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESUME_MAX_BYTES } from '@/lib/leads/resume'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'resumes-password-1'
const RESUME_DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** A minimal well-formed PDF (header, xref, trailer, EOF marker). */
function pdfBytes(text = 'Jamie Buyer, service technician'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${text}\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
    'latin1',
  )
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A stored (uncompressed) zip of the given entries: enough of a .docx for content detection. */
function zipBytes(entries: Array<[string, string]>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const [name, text] of entries) {
    const data = Buffer.from(text)
    const fileName = Buffer.from(name)
    const crc = crc32(data)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(data.length, 22)
    local.writeUInt16LE(fileName.length, 26)
    locals.push(local, fileName, data)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(fileName.length, 28)
    central.writeUInt32LE(offset, 42)
    centrals.push(central, fileName)
    offset += local.length + fileName.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const docxBytes = () =>
  zipBytes([
    [
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['word/document.xml', '<w:document/>'],
  ])

/** An OLE2 compound file naming a WordDocument stream, as every Word 97-2003 file does. */
const docBytes = () => {
  const bytes = Buffer.alloc(2048)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(bytes)
  Buffer.from('WordDocument', 'utf16le').copy(bytes, 1024)
  return bytes
}

const file = (data: Buffer, name: string, mimetype: string) => ({ data, name, mimetype, size: data.length })

let t: TestPayload
let rest: RestClient
const tokens: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('resumes', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ['admin', 'manager', 'marketing', 'sales'] as const) {
    const email = `${role}@resumes.test`
    await t.payload.create({ collection: 'users', data: { email, password: PASSWORD, role }, context: NO_REVALIDATE })
    tokens[role] = await rest.login(email, PASSWORD)
  }
})

afterAll(async () => {
  await t?.cleanup()
})

const upload = (data: Buffer, name: string, mimetype: string) =>
  t.payload.create({ collection: 'resumes', data: {}, file: file(data, name, mimetype), context: NO_REVALIDATE })

describe('resumes collection', () => {
  it('stores a PDF, DOC and DOCX under DATA_DIR/resumes with the type of their content', async () => {
    const pdf = await upload(pdfBytes(), 'cv.pdf', 'application/pdf')
    expect(pdf.mimeType).toBe('application/pdf')
    expect(fs.existsSync(path.join(t.dataDir, 'resumes', pdf.filename ?? ''))).toBe(true)
    const docx = await upload(docxBytes(), 'cv.docx', 'application/octet-stream')
    expect(docx.mimeType).toBe(RESUME_DOCX)
    const doc = await upload(docBytes(), 'cv.doc', 'application/msword')
    expect(doc.mimeType).toBe('application/msword')
  })

  it('refuses a file that only claims to be a résumé', async () => {
    const refused = /PDF, DOC or DOCX/
    await expect(upload(Buffer.from('<html><script>alert(1)</script></html>'), 'cv.pdf', 'application/pdf')).rejects.toThrow(refused)
    await expect(upload(Buffer.from('plain text résumé'), 'cv.doc', 'application/msword')).rejects.toThrow(refused)
    await expect(upload(zipBytes([['payload.js', 'alert(1)']]), 'cv.docx', RESUME_DOCX)).rejects.toThrow(refused)
  })

  it('refuses a file above 5 MB', async () => {
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(RESUME_MAX_BYTES)])
    await expect(upload(big, 'big.pdf', 'application/pdf')).rejects.toThrow(/5 MB or smaller/)
  })

  it('belongs to a lead', async () => {
    const resume = await upload(pdfBytes(), 'lead-cv.pdf', 'application/pdf')
    const lead = await t.payload.create({
      collection: 'leads',
      data: { event: 'CAREERS', status: 'new', customer: { email: 'applicant@resumes.test' }, resume: resume.id },
      context: { ...NO_REVALIDATE, skipLeadDelivery: true },
    })
    const read = await t.payload.findByID({ collection: 'leads', id: lead.id, depth: 1 })
    expect(typeof read.resume === 'object' && read.resume?.filename).toBe('lead-cv.pdf')
  })
})

describe('who reads résumés', () => {
  let id: string
  let filename: string

  beforeAll(async () => {
    const resume = await upload(pdfBytes('Private applicant data'), 'private-cv.pdf', 'application/pdf')
    id = String(resume.id)
    filename = resume.filename ?? ''
  })

  it('anonymous visitors get neither the documents nor the file', async () => {
    expect((await rest.call('GET', '/resumes')).status).toBe(403)
    expect((await rest.call('GET', `/resumes/${id}`)).status).toBe(403)
    const fileUrl = new URL(`/api/resumes/file/${filename}`, 'http://localhost:3000')
    const { handleEndpoints } = await import('payload')
    const response = await handleEndpoints({ config: t.config, request: new Request(fileUrl), path: fileUrl.pathname })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('Private applicant data')
    const gql = await rest.graphql('{ Resumes { docs { id filename url } } }')
    expect(gql.errors?.[0]?.extensions?.statusCode).toBe(403)
  })

  it('marketing is refused; sales, managers and admins download the file as an attachment', async () => {
    const { handleEndpoints } = await import('payload')
    const fetchFile = async (token?: string) => {
      const url = new URL(`/api/resumes/file/${filename}`, 'http://localhost:3000')
      const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
      return handleEndpoints({ config: t.config, request: new Request(url, { headers }), path: url.pathname })
    }
    expect((await fetchFile(tokens.marketing)).status).toBe(403)
    expect((await rest.call('GET', `/resumes/${id}`, { token: tokens.marketing })).status).toBe(403)
    for (const role of ['sales', 'manager', 'admin']) {
      const response = await fetchFile(tokens[role])
      expect(response.status, role).toBe(200)
      expect(response.headers.get('content-disposition')).toMatch(/attachment/)
      expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain('Private applicant data')
    }
  })

  it('only admins upload through the API', async () => {
    const form = () => {
      const body = new FormData()
      body.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'rest.pdf')
      body.append('_payload', JSON.stringify({}))
      return body
    }
    for (const role of ['sales', 'manager', 'marketing']) {
      expect((await rest.call('POST', '/resumes', { token: tokens[role], formData: form() })).status, role).toBe(403)
    }
    expect((await rest.call('POST', '/resumes', { formData: form() })).status).toBe(403)
    expect((await rest.call('POST', '/resumes', { token: tokens.admin, formData: form() })).status).toBe(201)
  })
})
