import {
  addDataAndFileToRequest,
  APIError,
  forgotPasswordOperation,
  headersWithCors,
  isolateObjectProperty,
  type Endpoint,
  type GraphQLExtension,
  type PayloadRequest,
} from 'payload'

import { createAbuseLimiter, type AbuseLimiter } from '@/lib/abuse/limiter'
import { forgotPasswordHits, tooManyResetRequestsMessage } from '@/lib/auth/forgot-password'
import { loginEmail } from '@/lib/auth/login-throttle'
import { clientIp } from '@/lib/http/client-ip'

const SLUG = 'users'

/** How long after its answer a request's token write and email start. */
const WORK_AFTER_ANSWER_MS = 200

let limiter: AbuseLimiter | undefined
const forgotPasswordLimiter = () =>
  (limiter ??= createAbuseLimiter({ redisUrl: process.env.REDIS_URL || undefined, keyPrefix: 'staff-forgot-password' }))

// Payload's type of the operation's data asks for a password too, which the operation never reads.
const emailOnly = (email: string) => ({ email }) as { email: string; password: string }

/**
 * A client's "forgot password" request (the admin's page, REST, GraphQL): answered with the same status and body
 * after the same work for a staff email and an unknown one. It is counted per client address and per email first
 * (429 past the limits, the same for every email); then Payload's own operation, which writes the reset token and
 * sends the email only for an account, runs after the answer, its errors logged, so the answer's timing cannot tell
 * who is staff. A missing email is refused at once with Payload's 400, which tells nothing about anyone.
 */
async function requestPasswordReset(req: PayloadRequest, rawEmail: unknown): Promise<void> {
  const collection = req.payload.collections[SLUG]
  const email = loginEmail(rawEmail)
  if (!email) {
    await forgotPasswordOperation({ collection, data: emailOnly(''), req })
    return
  }
  const decision = await forgotPasswordLimiter().consumeAll(forgotPasswordHits(clientIp(req.headers), email))
  if (!decision.allowed) throw new APIError(tooManyResetRequestsMessage(decision.retryAfterSeconds), 429, null, true)

  // Its own transaction, never the request's: the request is answered before this ends.
  const background = isolateObjectProperty(req, 'transactionID')
  background.transactionID = undefined
  // Started a moment after the answer, so that an account's work never runs while the answer is still being sent.
  setTimeout(() => {
    forgotPasswordOperation({ collection, data: emailOnly(email), req: background }).catch((err: unknown) => {
      req.payload.logger.error({ err, msg: 'Password reset request failed (token or email)' })
    })
  }, WORK_AFTER_ANSWER_MS)
}

/** POST /api/users/forgot-password, in place of Payload's own (a collection's endpoints are matched first). */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    await requestPasswordReset(req, req.data?.email)
    return Response.json(
      { message: req.t('general:success') },
      { status: 200, headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

/** GraphQL's forgotPasswordUser with Payload's own arguments and type, answered as the REST endpoint is. */
export const forgotPasswordMutation: GraphQLExtension = (_graphQL, { Mutation }) => {
  const field = Mutation.fields.forgotPasswordUser as Record<string, unknown> | undefined
  if (!field) return {}
  return {
    forgotPasswordUser: {
      ...field,
      resolve: async (_source: unknown, args: { email?: unknown }, context: { req: PayloadRequest }) => {
        await requestPasswordReset(context.req, args.email)
        return true
      },
    },
  }
}
