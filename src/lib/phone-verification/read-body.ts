import { readBodyBytes } from '@/lib/http/read-body'

/** A request body read as JSON, or why it could not be. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'malformed' }

/**
 * Reads at most `maxBytes` of a request body (see readBodyBytes) and parses it as JSON; a missing, empty,
 * non-UTF-8 or non-JSON body is `malformed`. Never throws.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const read = await readBodyBytes(request, maxBytes)
  if (!read.ok) return { ok: false, reason: read.reason === 'too-large' ? 'too-large' : 'malformed' }
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes)
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}
