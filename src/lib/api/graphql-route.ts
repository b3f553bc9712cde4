import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

/** graphql-js appends this to a misspelt field, argument, type or enum value, naming the ones that exist. */
const SUGGESTION = / Did you mean .*\?$/s

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** The error's message without graphql's "Did you mean …?" list. */
function withoutSuggestion(error: unknown): unknown {
  if (!isRecord(error) || typeof error.message !== 'string') return error
  return { ...error, message: error.message.replace(SUGGESTION, '') }
}

/**
 * Payload's GraphQL POST handler, answering outside development without graphql's "Did you mean …?" suggestions:
 * they name the fields that exist (`sensitiv` → `sensitive`), which lets a stranger map the staff-only parts of
 * the schema by guessing. Payload passes no option for it to graphql-http, so the answer's error messages are
 * rewritten here, the one entry point of /api/graphql; developers keep the suggestions.
 */
export function graphqlPost(config: Promise<SanitizedConfig> | SanitizedConfig): (request: Request) => Promise<Response> {
  const handler = GRAPHQL_POST(config)
  return async (request) => {
    const response = await handler(request)
    if (process.env.NODE_ENV === 'development') return response
    const text = await response.text()
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    if (!text.includes('Did you mean')) return new Response(text, { status: response.status, headers })
    const body = parsed(text)
    if (!isRecord(body) || !Array.isArray(body.errors)) return new Response(text, { status: response.status, headers })
    const errors = body.errors.map(withoutSuggestion)
    return new Response(JSON.stringify({ ...body, errors }), { status: response.status, headers })
  }
}
