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

const contentType = (request: Request) => (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase()

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

/** Every problem of a REST or GraphQL request (empty when Payload may have it). Reads a copy of the body. */
export async function restRequestProblems(request: Request): Promise<FieldProblem[]> {
  const problems = queryProblems(new URL(request.url).searchParams)
  const type = contentType(request)
  const hasBody = request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH'
  if (!hasBody || !request.body) return problems
  if (type === 'application/json') {
    problems.push(...jsonBodyProblems(new Uint8Array(await request.clone().arrayBuffer())))
  } else if (type === 'application/x-www-form-urlencoded' && isGetOverride(request)) {
    problems.push(...queryProblems(new URLSearchParams(await request.clone().text())))
  }
  return problems
}

/** The 400 answer, in the shape of Payload's validation errors (the admin shows their messages). */
export function refusedRequest(problems: FieldProblem[]): Response {
  const paths = problems.map((problem) => problem.path).join(', ')
  const message = problems.length === 1 ? `The following field is invalid: ${paths}` : `The following fields are invalid: ${paths}`
  return Response.json(
    { errors: [{ name: 'ValidationError', message, data: { errors: problems } }] },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  )
}

/** Wraps one of Payload's route handlers (REST_GET, GRAPHQL_POST…) so a malformed request never reaches it. */
export function guardRestHandler<Args extends unknown[]>(
  handler: (request: Request, ...args: Args) => Promise<Response>,
): (request: Request, ...args: Args) => Promise<Response> {
  return async (request, ...args) => {
    const problems = await restRequestProblems(request)
    return problems.length > 0 ? refusedRequest(problems) : handler(request, ...args)
  }
}
