/** A request body read as JSON, or why it could not be. */
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'malformed' }

/**
 * Reads at most `maxBytes` of a request body and parses it as JSON. A larger body (by Content-Length or by what
 * actually arrives) is refused without reading the rest; a missing, empty, non-UTF-8 or non-JSON body is
 * `malformed`. Never throws.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' }
  if (!request.body) return { ok: false, reason: 'malformed' }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, reason: 'too-large' }
      }
      chunks.push(value)
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}
