/**
 * Resume uploads of the careers form: PDF, DOC or DOCX, recognised by their content (magic bytes), never by the
 * name or the browser's MIME type, and at most RESUME_MAX_BYTES. Pure: bytes in, a type or a message out.
 */

export const RESUME_MIME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const
export type ResumeMimeType = (typeof RESUME_MIME_TYPES)[keyof typeof RESUME_MIME_TYPES]

/** The MIME types accepted, for the upload collection's mimeTypes and the input's accept attribute. */
export const RESUME_ALLOWED_MIME_TYPES: readonly ResumeMimeType[] = Object.values(RESUME_MIME_TYPES)
/** The file name endings offered by the file picker. */
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const
/** 5 MB: a long resume as PDF is well under 1 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024

export const RESUME_MESSAGES = {
  required: 'Attach your resume',
  type: 'Attach your resume as a PDF, DOC or DOCX file',
  size: 'The resume must be 5 MB or smaller',
} as const

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04]
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
// "WordDocument" as UTF-16LE, the stream every Word 97-2003 file holds (OLE2 alone is also XLS, PPT, MSG…).
const WORD_STREAM = [...'WordDocument'].flatMap((char) => [char.charCodeAt(0), 0])
const WORD_DIR = [...'word/'].map((char) => char.charCodeAt(0))

function startsWithAt(bytes: Uint8Array, offset: number, pattern: readonly number[]): boolean {
  if (offset + pattern.length > bytes.length) return false
  return pattern.every((byte, index) => bytes[offset + index] === byte)
}

function indexOf(bytes: Uint8Array, pattern: readonly number[], from = 0): number {
  for (let offset = from; offset + pattern.length <= bytes.length; offset++) {
    if (bytes[offset] === pattern[0] && startsWithAt(bytes, offset, pattern)) return offset
  }
  return -1
}

/**
 * True when a ZIP archive has an entry under word/ (a WordprocessingML package). Each local file header is
 * found by its signature, the name read at offset 30 with its length at offset 26; signatures are searched
 * rather than sizes followed, since streamed archives (data descriptors) leave the sizes zero.
 */
function zipHasWordEntry(bytes: Uint8Array): boolean {
  for (
    let offset = indexOf(bytes, ZIP_LOCAL_HEADER);
    offset !== -1;
    offset = indexOf(bytes, ZIP_LOCAL_HEADER, offset + 4)
  ) {
    if (offset + 30 > bytes.length) return false
    const nameLength = bytes[offset + 26] | (bytes[offset + 27] << 8)
    if (nameLength >= WORD_DIR.length && startsWithAt(bytes, offset + 30, WORD_DIR)) return true
  }
  return false
}

/** The resume type of a file's content: PDF (%PDF-), DOC (OLE2 with a WordDocument stream), DOCX (ZIP with word/); null otherwise. */
export function sniffResumeType(bytes: Uint8Array): ResumeMimeType | null {
  if (startsWithAt(bytes, 0, PDF)) return RESUME_MIME_TYPES.pdf
  if (startsWithAt(bytes, 0, OLE2)) return indexOf(bytes, WORD_STREAM) !== -1 ? RESUME_MIME_TYPES.doc : null
  if (startsWithAt(bytes, 0, ZIP_LOCAL_HEADER)) return zipHasWordEntry(bytes) ? RESUME_MIME_TYPES.docx : null
  return null
}

/** The file name ending that matches a sniffed type, for storing the file under a truthful name. */
export function resumeExtension(type: ResumeMimeType): '.pdf' | '.doc' | '.docx' {
  if (type === RESUME_MIME_TYPES.pdf) return '.pdf'
  return type === RESUME_MIME_TYPES.doc ? '.doc' : '.docx'
}

/** The careers form's check of an uploaded file: its sniffed type, or the message for the `resume` field. */
export function checkResume(
  bytes: Uint8Array | null | undefined,
): { ok: true; type: ResumeMimeType } | { ok: false; message: string } {
  if (!bytes || bytes.length === 0) return { ok: false, message: RESUME_MESSAGES.required }
  if (bytes.length > RESUME_MAX_BYTES) return { ok: false, message: RESUME_MESSAGES.size }
  const type = sniffResumeType(bytes)
  return type ? { ok: true, type } : { ok: false, message: RESUME_MESSAGES.type }
}
