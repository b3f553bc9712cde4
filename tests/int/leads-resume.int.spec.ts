import { describe, expect, it } from 'vitest'

import {
  RESUME_ALLOWED_MIME_TYPES,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  RESUME_MIME_TYPES,
  checkResume,
  resumeExtension,
  sniffResumeType,
} from '@/lib/leads/resume'

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0))

/** A ZIP local file header (stored, sizes zero as in a streamed archive) followed by its name and some data. */
function zipEntry(name: string, data = 'data'): number[] {
  const header = [0x50, 0x4b, 0x03, 0x04, 20, 0, 0x08, 0, 0, 0, ...Array(16).fill(0)]
  return [...header, name.length & 0xff, name.length >> 8, 0, 0, ...ascii(name), ...ascii(data)]
}

const bytes = (...parts: number[][]): Uint8Array => Uint8Array.from(parts.flat())

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const utf16 = (text: string): number[] => [...text].flatMap((char) => [char.charCodeAt(0), 0])

describe('resume sniffing by content', () => {
  it('PDF by %PDF-', () => {
    expect(sniffResumeType(bytes(ascii('%PDF-1.7\n%âãÏÓ\n1 0 obj')))).toBe(RESUME_MIME_TYPES.pdf)
    expect(sniffResumeType(bytes(ascii('%PDX-1.7')))).toBeNull()
  })

  it('DOC by the OLE2 signature and its WordDocument stream', () => {
    const doc = bytes(OLE2, Array(500).fill(0), utf16('Root Entry'), Array(20).fill(0), utf16('WordDocument'))
    expect(sniffResumeType(doc)).toBe(RESUME_MIME_TYPES.doc)
    const workbook = bytes(OLE2, Array(500).fill(0), utf16('Workbook'))
    expect(sniffResumeType(workbook)).toBeNull()
  })

  it('DOCX by a ZIP local header whose entry name is under word/', () => {
    const docx = bytes(
      zipEntry('[Content_Types].xml', '<Types/>'),
      zipEntry('_rels/.rels'),
      zipEntry('word/document.xml'),
    )
    expect(sniffResumeType(docx)).toBe(RESUME_MIME_TYPES.docx)
    const xlsx = bytes(zipEntry('[Content_Types].xml'), zipEntry('xl/workbook.xml'))
    expect(sniffResumeType(xlsx)).toBeNull()
    // 'word/' inside data, not as an entry name, does not count.
    expect(sniffResumeType(bytes(zipEntry('notes.txt', 'see word/document.xml')))).toBeNull()
    // A truncated header is not read past the end.
    expect(sniffResumeType(bytes([0x50, 0x4b, 0x03, 0x04, 20, 0]))).toBeNull()
  })

  it('anything else is refused, whatever its name would say', () => {
    expect(sniffResumeType(bytes(ascii('<html><script>alert(1)</script>')))).toBeNull()
    expect(sniffResumeType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBeNull()
    expect(sniffResumeType(new Uint8Array())).toBeNull()
  })

  it('checkResume: required, size limit, type', () => {
    expect(checkResume(undefined)).toEqual({ ok: false, message: RESUME_MESSAGES.required })
    expect(checkResume(new Uint8Array())).toEqual({ ok: false, message: RESUME_MESSAGES.required })
    const big = new Uint8Array(RESUME_MAX_BYTES + 1)
    big.set(ascii('%PDF-1.4'))
    expect(checkResume(big)).toEqual({ ok: false, message: RESUME_MESSAGES.size })
    expect(checkResume(bytes(ascii('plain text')))).toEqual({ ok: false, message: RESUME_MESSAGES.type })
    expect(checkResume(bytes(ascii('%PDF-1.4')))).toEqual({ ok: true, type: RESUME_MIME_TYPES.pdf })
  })

  it('exports the allowed types and extensions', () => {
    expect(RESUME_ALLOWED_MIME_TYPES).toEqual([
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ])
    expect(RESUME_ALLOWED_MIME_TYPES.map(resumeExtension)).toEqual(['.pdf', '.doc', '.docx'])
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024)
  })
})
