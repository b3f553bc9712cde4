/** The HTTP answer of `POST /api/forms/{form}` from the intake's FormResult. */
import { NextResponse } from 'next/server'

import { toWellFormed } from '@/lib/http/well-formed-text'

import type { FormResult } from './result'

/**
 * The answer, never cached, with its Retry-After and cookies. Building it cannot fail for a lead already stored:
 * a cookie value is made well-formed first, since the cookie encoder throws on a lone surrogate and that would
 * turn the 201 of a stored (and mailed) lead into a server error on every retry.
 */
export function formResponse(result: FormResult): Response {
  const response = NextResponse.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
  if (result.retryAfterSeconds) response.headers.set('Retry-After', String(result.retryAfterSeconds))
  for (const cookie of result.cookies) response.cookies.set(cookie.name, toWellFormed(cookie.value), cookie.options)
  return response
}
