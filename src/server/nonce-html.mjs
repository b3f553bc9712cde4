// Plain JavaScript (with JSDoc types) because server.mjs uses it in production, where no TypeScript runs.
//
// Public pages are rendered once and served to everyone (ISR entries, the page micro-cache), yet a CSP nonce must
// be new in every answer. Next renders NONCE_PLACEHOLDER (src/server/security-headers.mjs) into the script tags;
// these helpers put a fresh nonce in its place on the way out, for streamed answers and for stored ones.
import zlib from 'node:zlib'

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])

/**
 * A streaming replacement of `placeholder` by `nonce` that survives a placeholder split across chunks: the last
 * placeholder-length − 1 bytes wait for the next chunk.
 * @param {string} placeholder
 * @param {string} nonce
 */
export function createNonceRewriter(placeholder, nonce) {
  const from = Buffer.from(placeholder)
  const to = Buffer.from(nonce)
  let pending = Buffer.alloc(0)
  return {
    /** @param {Buffer} chunk @returns {Buffer} what may be sent now */
    push(chunk) {
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk
      /** @type {Buffer[]} */
      const out = []
      let start = 0
      for (let at = data.indexOf(from, start); at !== -1; at = data.indexOf(from, start)) {
        out.push(data.subarray(start, at), to)
        start = at + from.length
      }
      const keepFrom = Math.max(start, data.length - (from.length - 1))
      out.push(data.subarray(start, keepFrom))
      pending = Buffer.from(data.subarray(keepFrom))
      return out.length === 1 ? out[0] : Buffer.concat(out)
    },
    /** @returns {Buffer} the held-back tail */
    flush() {
      const rest = pending
      pending = Buffer.alloc(0)
      return rest
    },
  }
}

/**
 * A stored page prepared for cheap per-answer nonces: its bytes split at the placeholder, and each piece
 * deflated on its own (ending byte-aligned, without references into another piece), so an answer is the pieces
 * with a fresh nonce between them in uncompressed "stored" deflate blocks: no compression per answer.
 * @typedef {{ pieces: Buffer[], deflated: Buffer[] }} PreparedPage
 */

/**
 * @param {Buffer} body
 * @param {string} placeholder
 * @returns {PreparedPage}
 */
export function preparePage(body, placeholder) {
  const from = Buffer.from(placeholder)
  /** @type {Buffer[]} */
  const pieces = []
  let start = 0
  for (let at = body.indexOf(from, start); at !== -1; at = body.indexOf(from, start)) {
    pieces.push(body.subarray(start, at))
    start = at + from.length
  }
  pieces.push(body.subarray(start))
  const deflated = pieces.map((piece, index) =>
    zlib.deflateRawSync(piece, {
      finishFlush: index === pieces.length - 1 ? zlib.constants.Z_FINISH : zlib.constants.Z_FULL_FLUSH,
    }),
  )
  return { pieces, deflated }
}

/**
 * The page's parts with `nonce` between the pieces, for a gathered write (no copy of the page per answer).
 * @param {PreparedPage} page
 * @param {string} nonce
 * @returns {Buffer[]}
 */
export function pagePartsWithNonce(page, nonce) {
  const value = Buffer.from(nonce)
  /** @type {Buffer[]} */
  const parts = [page.pieces[0]]
  for (let index = 1; index < page.pieces.length; index++) parts.push(value, page.pieces[index])
  return parts
}

/**
 * The page with `nonce` in every placeholder's place.
 * @param {PreparedPage} page
 * @param {string} nonce
 */
export function pageWithNonce(page, nonce) {
  return Buffer.concat(pagePartsWithNonce(page, nonce))
}

/**
 * The page gzipped with `nonce` in every placeholder's place, from the pieces deflated once.
 * @param {PreparedPage} page
 * @param {string} nonce
 */
export function gzippedPageWithNonce(page, nonce) {
  const value = Buffer.from(nonce)
  // Node 20.15+ has zlib.crc32; an older Node compresses the whole answer instead.
  if (typeof zlib.crc32 !== 'function') return zlib.gzipSync(pageWithNonce(page, nonce))
  // A stored block: BFINAL 0, BTYPE 00 (byte-aligned after the previous piece's full flush), LEN, NLEN, bytes.
  const stored = Buffer.alloc(5)
  stored.writeUInt8(0, 0)
  stored.writeUInt16LE(value.length, 1)
  stored.writeUInt16LE(~value.length & 0xffff, 3)
  /** @type {Buffer[]} */
  const parts = [GZIP_HEADER]
  let crc = 0
  let size = 0
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(stored, value)
      crc = zlib.crc32(value, crc)
      size += value.length
    }
    parts.push(page.deflated[index])
    crc = zlib.crc32(piece, crc)
    size += piece.length
  })
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(size >>> 0, 4)
  parts.push(trailer)
  return Buffer.concat(parts)
}
