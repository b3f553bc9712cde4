// Plain JavaScript (with JSDoc types) because server.mjs uses it in production, where no TypeScript runs.
//
// A page Next prerenders for its ISR cache carries the request's nonce on its own scripts, but React's streaming
// runtime (the inline `$RC(...)` reveal instructions and their function definitions) and the bootstrap chunk come
// from React's prerender, which takes no nonce. Those scripts are recognised here by what they are, never by
// where they stand: an external script of this build (/_next/static/) or an inline script whose text is exactly
// React's runtime (the function definitions read from the React build Next ships) followed by one data-only call.
// Everything else (an injected script) stays without a nonce and is blocked.
import { REACT_INSTRUCTION, REACT_RAF_SCRIPT, reactRuntimeDefinitions } from './framework-adapter.mjs'

// Reading React's runtime out of its build is the framework adapter's job (src/server/framework-adapter.mjs).
export { reactRuntimeDefinitions }

// This build's files only: no way out of /_next/static/ (`..`, or escapes a browser would decode).
const OWN_CHUNK = /\ssrc="\/_next\/static\/(?![^"]*\.\.)[^"<>%\\]*"/
const OWN_PRELOAD = /\srel="(preload"[^>]*\sas="script"|modulepreload")/i

/**
 * Whether an inline script's text is React's runtime: definitions, then at most one data-only call.
 * @param {string} text
 * @param {string[]} definitions
 */
export function isReactRuntimeScript(text, definitions) {
  if (text === REACT_RAF_SCRIPT) return true
  let rest = text
  for (let found = true; found && rest.length > 0; ) {
    found = false
    for (const definition of definitions) {
      if (definition && rest.startsWith(definition)) {
        rest = rest.slice(definition.length)
        found = true
      }
    }
  }
  return rest === '' || REACT_INSTRUCTION.test(rest)
}

/**
 * A streaming pass over Next's HTML (bytes read as latin1, so multi-byte characters pass untouched) that adds
 * `nonce="<placeholder>"` to the trusted scripts without a nonce; a script split across chunks waits for its end.
 * @param {string} placeholder
 * @param {string[]} definitions
 */
export function createScriptNoncer(placeholder, definitions) {
  let pending = ''
  /** @param {string} openTag @param {string} body */
  const stamp = (openTag, body) => {
    if (/\snonce=/i.test(openTag)) return openTag
    const external = OWN_CHUNK.test(openTag)
    const inline = !/\ssrc=/i.test(openTag) && !/\stype=/i.test(openTag)
    if (external || (inline && isReactRuntimeScript(body, definitions))) return `<script nonce="${placeholder}"${openTag.slice(7)}`
    return openTag
  }
  // Preloads of this build's chunks are fetched under script-src too ('strict-dynamic' ignores 'self').
  /** @param {string} tag */
  const stampLink = (tag) =>
    !/\snonce=/i.test(tag) && OWN_PRELOAD.test(tag) && /\shref="\/_next\/static\/(?![^"]*\.\.)[^"<>%\\]*"/.test(tag)
      ? `<link nonce="${placeholder}"${tag.slice(5)}`
      : tag
  /** @param {string} text @param {boolean} final */
  const run = (text, final) => {
    let out = ''
    let position = 0
    for (;;) {
      const link = text.indexOf('<link', position)
      const script = text.indexOf('<script', position)
      if (link !== -1 && (script === -1 || link < script)) {
        const end = text.indexOf('>', link)
        if (end === -1 && !final) {
          out += text.slice(position, link)
          pending = text.slice(link)
          return out
        }
        const tagEnd = end === -1 ? text.length - 1 : end
        out += text.slice(position, link) + stampLink(text.slice(link, tagEnd + 1))
        position = tagEnd + 1
        continue
      }
      const start = script
      const close = start === -1 ? -1 : text.indexOf('</script>', start)
      const tagEnd = start === -1 ? -1 : text.indexOf('>', start)
      if (start === -1 || close === -1 || tagEnd === -1 || tagEnd > close) {
        const hold = final ? text.length : start !== -1 ? start : Math.max(position, text.length - 7)
        out += text.slice(position, hold)
        pending = text.slice(hold)
        return out
      }
      out += text.slice(position, start) + stamp(text.slice(start, tagEnd + 1), text.slice(tagEnd + 1, close))
      out += text.slice(tagEnd + 1, close + 9)
      position = close + 9
    }
  }
  return {
    /** @param {Buffer} chunk @returns {Buffer} */
    push: (chunk) => Buffer.from(run(pending + chunk.toString('latin1'), false), 'latin1'),
    /** @returns {Buffer} */
    flush: () => Buffer.from(run(pending, true), 'latin1'),
  }
}

/**
 * The whole page with its trusted scripts stamped (for stored pages).
 * @param {Buffer} body
 * @param {string} placeholder
 * @param {string[]} definitions
 */
export function stampTrustedScripts(body, placeholder, definitions) {
  const noncer = createScriptNoncer(placeholder, definitions)
  return Buffer.concat([noncer.push(body), noncer.flush()])
}
