import { handleEndpoints, type SanitizedConfig } from 'payload'

import { graphqlPost } from '@/lib/api/graphql-route'

export type RestResponse = {
  status: number
  /** Parsed JSON body (an empty object for an empty body). */
  body: Record<string, unknown>
  /** The response headers (Set-Cookie, Retry-After…). */
  headers: Headers
}

type CallOptions = {
  token?: string
  /** Extra request headers (e.g. X-Forwarded-For for the per-address limits). */
  headers?: Record<string, string>
  body?: unknown
  formData?: FormData
}

export type RestClient = {
  call: (method: string, path: string, options?: CallOptions) => Promise<RestResponse>
  /** Logs in through POST /api/users/login and returns the JWT. */
  login: (email: string, password: string) => Promise<string>
  /** POST /api/graphql through the handler the GraphQL route mounts. */
  graphql: (
    query: string,
    token?: string,
    extraHeaders?: Record<string, string>,
    variables?: Record<string, unknown>,
  ) => Promise<GraphqlResponse>
}

export type GraphqlResponse = {
  data?: Record<string, unknown> | null
  errors?: Array<{ message: string; extensions?: { statusCode?: number } }>
}

/**
 * Calls Payload's REST API through handleEndpoints, the very handler src/app/(payload)/api/[...slug]
 * mounts in Next (and GraphQL through graphqlPost, as src/app/(payload)/api/graphql does): the same routing,
 * authentication (JWT header), access control and error statuses, without an HTTP server per test file.
 */
export function restClient(config: SanitizedConfig): RestClient {
  async function call(method: string, path: string, options: CallOptions = {}): Promise<RestResponse> {
    const url = new URL(`/api${path}`, 'http://localhost:3000')
    const headers = new Headers(options.headers)
    if (options.token) headers.set('Authorization', `JWT ${options.token}`)
    let body: BodyInit | undefined
    if (options.formData) body = options.formData
    else if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.body)
    }
    const request = new Request(url, { method, headers, body })
    const response = await handleEndpoints({ config, request, path: url.pathname })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
  }

  const graphqlHandler = graphqlPost(Promise.resolve(config))

  return {
    call,
    async graphql(query, token, extraHeaders = {}, variables) {
      const headers = new Headers({ ...extraHeaders, 'Content-Type': 'application/json' })
      if (token) headers.set('Authorization', `JWT ${token}`)
      const request = new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      })
      const response = await graphqlHandler(request)
      return (await response.json()) as GraphqlResponse
    },
    async login(email, password) {
      const { status, body } = await call('POST', '/users/login', { body: { email, password } })
      if (status !== 200 || typeof body.token !== 'string') {
        throw new Error(`login as ${email} failed with status ${status}: ${JSON.stringify(body)}`)
      }
      return body.token
    },
  }
}

/**
 * An answer's status and body with its numbers blanked, to compare two answers that must say the same (a wait in
 * seconds or minutes may differ between them).
 */
export const answerShape = (response: RestResponse) => ({
  status: response.status,
  body: JSON.stringify(response.body).replace(/\d+/g, 'N'),
})

/** The median of timings: what the same-work tests compare, as a ratio, instead of absolute times. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
