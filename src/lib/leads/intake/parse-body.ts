/**
 * What a form post may look like and how its bytes become the object a form schema reads: JSON for every form,
 * multipart/form-data for the careers form only (its text fields as flat string fields, the résumé as the file
 * part `resume`). Never throws; anything unreadable is `{ ok: false }`.
 */
import type { FormSlug } from '@/lib/leads/forms'

import { MAX_JSON_BYTES, MAX_MULTIPART_BYTES, RESUME_FIELD } from './policy'

export type BodyKind = 'json' | 'multipart'

/** A file part of a multipart post: its bytes and what the browser claimed (never trusted). */
export interface UploadedFile {
  bytes: Uint8Array
  name: string
  declaredType: string
}

export type DecodedBody = { ok: true; fields: unknown; resume: UploadedFile | null } | { ok: false }

/** The kind of a Content-Type header ('application/json; charset=utf-8' → json); null for anything else. */
export function bodyKindOf(contentType: string | null | undefined): BodyKind | null {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase()
  if (media === 'application/json') return 'json'
  if (media === 'multipart/form-data') return 'multipart'
  return null
}

/** True when a form takes that kind of body: multipart only where a file is uploaded (careers). */
export function formAccepts(form: FormSlug, kind: BodyKind): boolean {
  return kind === 'json' || form === 'careers'
}

/** The most bytes read for a body of that kind. */
export function maxBodyBytes(kind: BodyKind): number {
  return kind === 'multipart' ? MAX_MULTIPART_BYTES : MAX_JSON_BYTES
}

/** The bytes of a post as the fields object (and résumé) of a form. */
export async function decodeBody(kind: BodyKind, contentType: string, bytes: Uint8Array): Promise<DecodedBody> {
  return kind === 'json' ? decodeJson(bytes) : decodeMultipart(contentType, bytes)
}

function decodeJson(bytes: Uint8Array): DecodedBody {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return { ok: true, fields: JSON.parse(text) as unknown, resume: null }
  } catch {
    // Not UTF-8, not JSON, or nested deeper than the parser's stack allows: all the same to the visitor.
    return { ok: false }
  }
}

async function decodeMultipart(contentType: string, bytes: Uint8Array): Promise<DecodedBody> {
  let form: FormData
  try {
    form = await new Response(new Blob([new Uint8Array(bytes)]), {
      headers: { 'content-type': contentType },
    }).formData()
  } catch {
    return { ok: false }
  }
  const fields = new Map<string, string>()
  let resume: UploadedFile | null = null
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      // A repeated text field keeps its first value, as a form with one input per field sends it.
      if (!fields.has(name)) fields.set(name, value)
    } else if (name === RESUME_FIELD && !resume) {
      resume = { bytes: new Uint8Array(await value.arrayBuffer()), name: value.name, declaredType: value.type }
    }
  }
  // fromEntries defines own properties, so a field named __proto__ is just an unknown field the schema drops.
  return { ok: true, fields: Object.fromEntries(fields), resume }
}
