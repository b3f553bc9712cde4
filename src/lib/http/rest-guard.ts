import { isWellFormedText } from './well-formed-text'

/**
 * The entry of Payload's REST and GraphQL routes: a request whose query string or JSON body Payload would choke on
 * (and answer 500) is refused here with 400 and the fields named, for every caller, staff included. Payload's own
 * checks and the public API's bounds (src/lib/api/public-api-guard.ts) come after this.
 */

/** One refused part of a request: the query parameter or body path, and what is wrong with it. */
export type FieldProblem = { path: string; message: string }

/** The query parameters Payload reads as one number (its parseParams' numberParams). */
const NUMBER_PARAMS = ['limit', 'page', 'depth'] as const
const WHOLE_NUMBER = /^\d{1,9}$/
/** More lone surrogates than this in one body are reported as these first ones. */
const MAX_TEXT_PROBLEMS = 10

// Read exactly as Payload reads it (case and spaces included): a body Payload would not take as JSON must not pass as JSON here.
const contentType = (request: Request) => (request.headers.get('content-type') ?? '').split(';', 1)[0] ?? ''

/** POST with a method-override header: Payload reads the form body as the query string of a GET (the admin's relationship lookups). */
function isGetOverride(request: Request): boolean {
  if (request.method !== 'POST') return false
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  return override?.toUpperCase() === 'GET'
}

/** Problems of the number parameters: each at most once, a whole number, never a list or an object. */
export function queryProblems(params: URLSearchParams): FieldProblem[] {
  const problems: FieldProblem[] = []
  for (const name of NUMBER_PARAMS) {
    const bracketed = [...params.keys()].some((key) => key.startsWith(`${name}[`))
    const values = params.getAll(name).filter((value) => value !== '')
    if (bracketed || values.length > 1) problems.push({ path: name, message: `${name} must be given once, as one whole number.` })
    else if (values.length === 1 && !WHOLE_NUMBER.test(values[0] ?? '')) {
      problems.push({ path: name, message: `${name} must be a whole number.` })
    }
  }
  return problems
}

/** Every key path of a parsed JSON value whose text (key or string value) is not well-formed Unicode. */
function illFormedPaths(value: unknown, path: string, found: string[]): void {
  if (found.length >= MAX_TEXT_PROBLEMS) return
  if (typeof value === 'string') {
    if (!isWellFormedText(value)) found.push(path)
    return
  }
  if (typeof value !== 'object' || value === null) return
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (!isWellFormedText(key)) found.push(childPath)
    else illFormedPaths(child, childPath, found)
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true })

/** Problems of a JSON body: UTF-8 bytes, JSON syntax, an object at the top, well-formed text throughout. */
export function jsonBodyProblems(bytes: Uint8Array): FieldProblem[] {
  if (bytes.byteLength === 0) return []
  let text: string
  try {
    text = UTF8.decode(bytes)
  } catch {
    return [{ path: 'body', message: 'The body must be UTF-8 text.' }]
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return [{ path: 'body', message: 'The body is not valid JSON.' }]
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [{ path: 'body', message: 'The body must be a JSON object.' }]
  }
  const found: string[] = []
  illFormedPaths(value, '', found)
  return found.map((path) => ({ path, message: `${path} holds text that is not valid Unicode (a lone surrogate).` }))
}

/** A request Payload may have (the original, or the same call with an empty body made `{}`), or why not. */
export type RestEntry = { request: Request } | { status: 400 | 415; problems: FieldProblem[] }

const UNSUPPORTED_BODY: FieldProblem = {
  path: 'body',
  message: 'Send the body as application/json, or as multipart/form-data for an upload.',
}

/** Problems of a multipart body: the document in `_payload` as a JSON object, or a file, as the admin sends them. */
async function multipartProblems(request: Request): Promise<FieldProblem[]> {
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return [{ path: 'body', message: 'The body is not valid multipart/form-data.' }]
  }
  const document = form.get('_payload')
  if (typeof document === 'string') {
    return jsonBodyProblems(new TextEncoder().encode(document)).map((problem) => ({
      path: problem.path === 'body' ? '_payload' : `_payload.${problem.path}`,
      message: problem.message.replace(/^The body/, '_payload'),
    }))
  }
  return form.has('file') ? [] : [{ path: '_payload', message: 'Send the document as JSON in _payload, or a file.' }]
}

/**
 * Checks a REST or GraphQL request at the entry. Payload reads a JSON or multipart body of a POST, PUT or PATCH as
 * the document and has none otherwise (then its create and update operations fail): an empty body without a type
 * becomes `{}`, a body of any other type is 415. Reads a copy of the body.
 */
export async function checkRestRequest(request: Request): Promise<RestEntry> {
  const problems = queryProblems(new URL(request.url).searchParams)
  if (problems.length > 0) return { status: 400, problems }
  if (request.method !== 'POST' && request.method !== 'PUT' && request.method !== 'PATCH') return { request }
  const type = contentType(request)
  if (type === 'application/json') {
    const bodyProblems = jsonBodyProblems(new Uint8Array(await request.clone().arrayBuffer()))
    return bodyProblems.length > 0 ? { status: 400, problems: bodyProblems } : { request }
  }
  if (type.includes('multipart/')) {
    const bodyProblems = await multipartProblems(request)
    return bodyProblems.length > 0 ? { status: 400, problems: bodyProblems } : { request }
  }
  const text = await request.clone().text()
  if (type === 'application/x-www-form-urlencoded' && isGetOverride(request)) {
    const overrideProblems = queryProblems(new URLSearchParams(text))
    return overrideProblems.length > 0 ? { status: 400, problems: overrideProblems } : { request }
  }
  if (text.length > 0) return { status: 415, problems: [UNSUPPORTED_BODY] }
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return { request: new Request(request.url, { method: request.method, headers, body: '{}', signal: request.signal }) }
}

/** The refusal, in the shape of Payload's validation errors (the admin shows their messages). */
export function refusedRequest(status: 400 | 415, problems: FieldProblem[]): Response {
  const paths = problems.map((problem) => problem.path).join(', ')
  const message = problems.length === 1 ? `The following field is invalid: ${paths}` : `The following fields are invalid: ${paths}`
  return Response.json(
    { errors: [{ name: 'ValidationError', message, data: { errors: problems } }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** Wraps one of Payload's route handlers (REST_GET, GRAPHQL_POST…) so a malformed request never reaches it. */
export function guardRestHandler<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    const entry = await checkRestRequest(request)
    return 'request' in entry ? handler(entry.request, ...args) : refusedRequest(entry.status, entry.problems)
  }
}
