// Plain JavaScript (with JSDoc types) because server.mjs uses it in production, where no TypeScript runs.
// The one check every request passes before anything else reads its address.

/** What a client is told when its address cannot be read. */
export const BAD_ADDRESS_MESSAGE =
  'This address is not valid: every percent-escape must be UTF-8 and no character may be a control character.'

// C0 controls and DEL: no page, file or API path of the site holds one.
const CONTROL = /[\u0000-\u001F\u007F]/

/**
 * Why the path of a request target (`/es/%FF?x=1`) cannot be served, or null when it can. A path is percent-encoded
 * UTF-8 text: a bare or truncated `%`, bytes that are not UTF-8 (`%FF`, `%C0`, overlong forms such as `%C0%AF`,
 * encoded surrogates such as `%ED%A0%80`) or a control character (`%00`) make it the client's mistake, answered 400
 * here once instead of failing in whichever route, page or API handler decodes it first. The query string is left to
 * the handlers, which read it leniently. Pure.
 * @param {string} target
 * @returns {string | null}
 */
export function requestTargetProblem(target) {
  const path = target.split(/[?#]/, 1)[0] ?? ''
  let decoded
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return BAD_ADDRESS_MESSAGE
  }
  return CONTROL.test(decoded) ? BAD_ADDRESS_MESSAGE : null
}

/**
 * Answers 400 with the problem, as JSON in Payload's error shape under /api and as plain text elsewhere; never
 * stored by a cache.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {string} problem
 */
export function refuseRequestTarget(request, response, problem) {
  const api = /^\/api(?:\/|$|\?)/.test(request.url ?? '')
  const body = api ? JSON.stringify({ errors: [{ message: problem }] }) : `${problem}\n`
  response.statusCode = 400
  response.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Length', Buffer.byteLength(body))
  // The request's body is not read: the connection closes rather than carrying unread bytes into the next request.
  if (request.headers['content-length'] || request.headers['transfer-encoding']) response.setHeader('Connection', 'close')
  response.end(request.method === 'HEAD' ? undefined : body)
}
