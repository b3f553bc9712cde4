import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { createAbuseLimiter, type AbuseLimiter } from '@/lib/abuse/limiter'
import {
  addressTag,
  isKnownAddress,
  loginEmail,
  loginHits,
  parseKnownAddresses,
  rememberAddress,
  tooManyFailuresMessage,
} from '@/lib/auth/login-throttle'
import { passwordMatches } from '@/lib/auth/payload-password'
import { clientIp, UNKNOWN_IP } from '@/lib/http/client-ip'

let limiter: AbuseLimiter | undefined
const loginLimiter = () =>
  (limiter ??= createAbuseLimiter({ redisUrl: process.env.REDIS_URL || undefined, keyPrefix: 'staff-login' }))

// Server code signing in through the Local API (scripts, tests) is not a client guessing passwords.
const fromClient = (req: PayloadRequest) => req.payloadAPI !== 'local'

/** The account of a sign-in email with its stored hash and known addresses (hidden fields), or null. */
async function accountOf(req: PayloadRequest, email: string) {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return docs[0] ?? null
}

/**
 * Every client sign-in (REST, GraphQL, the admin's form) passes here before Payload's own: refused with 429 while a
 * count it belongs to is full (even with the right password, so guessing gains nothing), otherwise the attempt is
 * counted and the password checked with the same work for a staff email and an unknown one; a failure is counted and
 * answered exactly as Payload answers any wrong email or password. A right one goes on to Payload's sign-in.
 */
export const guardLogin: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || !fromClient(req)) return args
  const data: unknown = (args as { data?: unknown }).data
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {}
  const email = loginEmail(fields.email)
  const password = typeof fields.password === 'string' ? fields.password : ''
  // Payload answers a missing email or password with 400 and the field; nothing was guessed.
  if (!email || password.trim() === '') return args

  const ip = clientIp(req.headers)
  const account = await accountOf(req, email)
  const known =
    ip !== UNKNOWN_IP &&
    account !== null &&
    isKnownAddress(parseKnownAddresses(account.knownAddresses), addressTag(ip, req.payload.secret), new Date())
  const { attempts, failures } = loginHits(ip, email, known)
  const standing = await loginLimiter().check(failures)
  const decision = standing.allowed ? await loginLimiter().consumeAll(attempts) : standing
  if (!decision.allowed) throw new APIError(tooManyFailuresMessage(decision.retryAfterSeconds), 429, null, true)

  if (await passwordMatches(account, password)) return args
  await loginLimiter().consumeAll(failures)
  throw new AuthenticationError(req.t)
}

/** After a client's sign-in, its address becomes one of the account's known addresses. */
export const rememberLoginAddress: CollectionAfterLoginHook = async ({ req, user }) => {
  if (!fromClient(req)) return
  const ip = clientIp(req.headers)
  if (ip === UNKNOWN_IP) return
  const known = rememberAddress(parseKnownAddresses(user.knownAddresses), addressTag(ip, req.payload.secret), new Date())
  if (!known) return
  await req.payload.update({
    collection: 'users',
    id: user.id,
    data: { knownAddresses: known },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
