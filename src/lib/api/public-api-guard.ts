import type { ExecutionArgs } from 'graphql'
import {
  APIError,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Config,
  type GlobalBeforeOperationHook,
  type Plugin,
  type PayloadRequest,
} from 'payload'

import { createAbuseLimiter, type AbuseLimiter } from '@/lib/abuse/limiter'
import { ABUSE_RULES } from '@/lib/abuse/policy'
import { clientIp, UNKNOWN_IP } from '@/lib/http/client-ip'

import { clientErrorFor } from './client-errors'
import { isFieldPath, joinFieldNames, kindAt } from './field-kinds'
import { rowCostRule } from './graphql-cost'
import { depthLimitRule } from './graphql-depth'
import { notFoundWhenMissing } from './missing-file'
import { queryParamProblems } from './query-params'
import { whereProblems } from './where-rules'

/**
 * Anonymous REST and GraphQL requests per client address, counted by the forms' limiter (the same store: Redis
 * when `REDIS_URL` is set, so every app instance counts together). The site's own pages read through the Local API
 * and its forms post to their own routes, so only direct API callers (scripts, scrapers) meet this.
 */
export const PUBLIC_API_RATE = ABUSE_RULES.apiPerIp
/**
 * Payload's GraphQL complexity ceiling for one operation (its default is 1,000). It counts each field once, whatever
 * the page size; anonymous operations also meet rowCostRule, which counts the rows they read.
 */
export const GRAPHQL_MAX_COMPLEXITY = 500

let limiter: AbuseLimiter | undefined
const apiLimiter = () => (limiter ??= createAbuseLimiter({ redisUrl: process.env.REDIS_URL || undefined, keyPrefix: 'api' }))

/** Set on the request once its parameters are checked and counted: population re-enters the operations. */
const CHECKED = 'publicApiChecked'

const isApiCall = (req: PayloadRequest) => req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

function refuse(problems: string[]): never {
  throw new APIError(`Invalid query: ${problems.join('; ')}.`, 400, { problems }, true)
}

/** Counts an anonymous request against its address's budget; 429 past it. */
async function countAnonymousRequest(req: PayloadRequest): Promise<void> {
  const ip = clientIp(req.headers)
  if (ip === UNKNOWN_IP) return
  const decision = await apiLimiter().consumeAll([['apiPerIp', ip]])
  if (!decision.allowed) {
    throw new APIError(`Too many requests. Please try again in ${decision.retryAfterSeconds} seconds.`, 429, null, true)
  }
}

/** The checks every request makes once, whatever collection or global it starts at. */
async function checkRequestOnce(req: PayloadRequest, check: () => string[]): Promise<void> {
  if (req.context[CHECKED]) return
  req.context[CHECKED] = true
  if (!req.user) await countAnonymousRequest(req)
  if (req.payloadAPI !== 'REST' || req.user) return
  const problems = check()
  if (problems.length > 0) refuse(problems)
}

function localesOf(req: PayloadRequest): string[] {
  const { localization } = req.payload.config
  return localization ? localization.localeCodes : []
}

const guardCollection: CollectionBeforeOperationHook = async ({ args, collection, req }) => {
  if (!isApiCall(req)) return args
  const fields = collection.flattenedFields
  const collections: Record<string, { config: { flattenedFields: typeof fields } } | undefined> = req.payload.collections
  const collectionFields = (slug: string) => collections[slug]?.config.flattenedFields
  // Signing a request in reads its user from an auth collection with that same request, before req.user is set;
  // those reads are never a caller's query (and auth collections are staff-only anyway), so they are not counted.
  if (!collection.auth) await checkRequestOnce(req, () =>
    queryParamProblems(req.query ?? {}, {
      anonymous: true,
      isField: (path) => isFieldPath(fields, path),
      joinNames: joinFieldNames(collection),
      collectionSlugs: new Set(Object.keys(req.payload.collections)),
      locales: localesOf(req),
    }),
  )
  // GraphQL's page arguments are checked, with the operation's cost, before it runs (rowCostRule).
  if ('where' in args && args.where !== undefined) {
    const problems = whereProblems(args.where, (path) => kindAt(fields, path, collectionFields))
    if (problems.length > 0) refuse(problems)
  }
  return args
}

const guardGlobal: GlobalBeforeOperationHook = async ({ args, global, req }) => {
  if (!isApiCall(req)) return args
  await checkRequestOnce(req, () =>
    queryParamProblems(req.query ?? {}, {
      anonymous: true,
      isField: (path) => isFieldPath(global.flattenedFields, path),
      joinNames: new Set(),
      collectionSlugs: new Set(Object.keys(req.payload.collections)),
      locales: localesOf(req),
    }),
  )
  return args
}

/** Whether a GraphQL operation comes from signed-in staff (Payload puts its request, user set, in the context). */
function fromStaff(args: ExecutionArgs): boolean {
  const context: unknown = args.contextValue
  if (typeof context !== 'object' || context === null || !('req' in context)) return false
  const { req } = context
  return typeof req === 'object' && req !== null && 'user' in req && Boolean(req.user)
}

/** Errors Payload or the database throw for a malformed request become their 4xx, in REST and GraphQL. */
const mapClientErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  const original = (error as { originalError?: unknown }).originalError ?? error
  const mapped = clientErrorFor(original)
  if (!mapped) return
  if (graphqlResult) {
    return {
      graphqlResult: { ...graphqlResult, message: mapped.message, extensions: { ...graphqlResult.extensions, statusCode: mapped.status } },
    }
  }
  return { status: mapped.status, response: { errors: [{ message: mapped.message }] } }
}

/** Files kept on this server's disk answer 404 when missing; storage adapters' handlers (S3) are left alone. */
function withMissingFile404(upload: CollectionConfig['upload']): CollectionConfig['upload'] {
  if (!upload || upload === true || upload.handlers?.length || !upload.staticDir) return upload
  return { ...upload, handlers: [notFoundWhenMissing(upload.staticDir)] }
}

/**
 * The public API's guard (a Payload plugin, added last so it sees every collection): malformed queries answer 400
 * with the problem named rather than 500, a missing upload file 404, anonymous callers get bounded pages (pagination
 * always on), depth and request rates, and GraphQL a complexity and depth ceiling, plus for anonymous operations a
 * ceiling on the rows they read. Staff (the admin) keep Payload's defaults for page size and depth.
 */
export function publicApiGuard(): Plugin {
  return (config: Config): Config => ({
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), guardCollection] },
      upload: withMissingFile404(collection.upload),
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeOperation: [...(global.hooks?.beforeOperation ?? []), guardGlobal] },
    })),
    hooks: { ...config.hooks, afterError: [...(config.hooks?.afterError ?? []), mapClientErrors] },
    graphQL: {
      ...config.graphQL,
      maxComplexity: GRAPHQL_MAX_COMPLEXITY,
      validationRules: (args) => [
        ...(config.graphQL?.validationRules?.(args) ?? []),
        depthLimitRule(),
        ...(fromStaff(args) ? [] : [rowCostRule(args.variableValues)]),
      ],
    },
  })
}
