import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { SanitizedConfig } from 'payload'

/**
 * Every address family the app answers, read from the app's route folders and from Payload's sanitized config
 * (collections, globals, their endpoints and the root endpoints), so a route added tomorrow is in the table without
 * anyone listing it. Each entry leaves a slot where a test puts a path segment of its own.
 */

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export type RouteTarget = {
  /** The route file (`src/app/...`) or the API group (`api:vehicles`, `api:globals/store-settings`, `api:root`). */
  group: string
  method: Method
  /** The path with `segment` in the slot (the segment goes in as given: percent escapes stay escapes). */
  path: (segment: string) => string
  /** The route's own path: its parameters hold samples (a Payload `:id` a real document's id when one is given). */
  plain: string
}

/** A document id to put in a Payload group's `:id` (`api:vehicles` → an existing vehicle), or undefined. */
export type SampleIds = (group: string) => string | undefined

// import.meta.url rather than __dirname: Playwright loads the helpers as ES modules (package type module).
const APP_DIR = fileURLToPath(new URL('../../src/app', import.meta.url))
const HANDLER_METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** What a dynamic segment holds when the slot is elsewhere. */
const SAMPLE = 'sample'

const isGroup = (name: string) => name.startsWith('(') && name.endsWith(')')
const isDynamic = (name: string) => name.startsWith('[')

type RouteFile = { file: string; segments: string[]; methods: Method[] }

/** The page and route-handler files under src/app, with their URL segments (route groups left out). */
export function appRouteFiles(dir = APP_DIR, segments: string[] = []): RouteFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry): RouteFile[] => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name.startsWith('_')) return []
      // Next takes a folder `%5F…` as a path segment starting with `_` (a leading `_` alone marks a private folder).
      return appRouteFiles(full, isGroup(entry.name) ? segments : [...segments, decodeURIComponent(entry.name)])
    }
    const file = path.relative(path.resolve(APP_DIR, '../..'), full)
    if (/^page\.tsx?$/.test(entry.name)) return [{ file, segments, methods: ['GET'] }]
    if (/^route\.tsx?$/.test(entry.name)) return [{ file, segments, methods: exportedMethods(full) }]
    // Metadata routes (robots.ts → /robots.txt).
    if (segments.length === 0 && entry.name === 'robots.ts') return [{ file, segments: ['robots.txt'], methods: ['GET'] }]
    return []
  })
}

/** The HTTP methods a route handler file exports. */
function exportedMethods(file: string): Method[] {
  const source = fs.readFileSync(file, 'utf8')
  return HANDLER_METHODS.filter((method) =>
    new RegExp(`export\\s+(?:const\\s+${method}\\b|(?:async\\s+)?function\\s+${method}\\b)`).test(source),
  )
}

const join = (segments: string[]) => `/${segments.join('/')}`

/** The slots of one route: each dynamic segment in turn, and one segment past the end. */
function appTargets(route: RouteFile): RouteTarget[] {
  const filled = route.segments.map((segment) => (isDynamic(segment) ? SAMPLE : segment))
  // A required segment of its own: `[[...x]]` may be empty, the others hold the sample.
  const base = route.segments.flatMap((segment) => (segment.startsWith('[[') ? [] : [isDynamic(segment) ? SAMPLE : segment]))
  const slots: ((segment: string) => string)[] = route.segments.flatMap((segment, index) =>
    isDynamic(segment) ? [(fuzz: string) => join(filled.map((value, at) => (at === index ? fuzz : value)))] : [],
  )
  slots.push((fuzz) => join([...base, fuzz]))
  const plain = join(base)
  return route.methods.flatMap((method) => slots.map((slot) => ({ group: route.file, method, path: slot, plain })))
}

/**
 * Payload's endpoint path (`/:id/versions`) with the slot at each parameter, or past the end when it has none; and
 * the plain path. An optional parameter (`/access/:id?`) counts as a parameter.
 */
function endpointSlots(prefix: string, endpointPath: string, id: string): { slots: ((segment: string) => string)[]; plain: string } {
  const parts = endpointPath.split('/').filter(Boolean)
  const params = parts.flatMap((part, index) => (part.startsWith(':') ? [index] : []))
  const sample = (part: string) => (part === ':id' || part === ':id?' ? id : SAMPLE)
  const fill = (index: number, fuzz: string) => parts.map((part, where) => (where === index ? fuzz : part.startsWith(':') ? sample(part) : part))
  const plain = `${prefix}${parts.length ? `/${fill(-1, '').join('/')}` : ''}`
  if (params.length > 0) return { slots: params.map((index) => (fuzz: string) => `${prefix}/${fill(index, fuzz).join('/')}`), plain }
  return { slots: [(fuzz) => `${plain}/${fuzz}`], plain }
}

type EndpointLike = { path: string; method: string }
const endpointsOf = (endpoints: unknown): EndpointLike[] =>
  Array.isArray(endpoints) ? (endpoints as EndpointLike[]).filter((endpoint) => typeof endpoint.path === 'string') : []

const asMethod = (method: string) => method.toUpperCase() as Method

/** Payload's REST groups: every collection's and global's endpoints, and the root endpoints. */
export function payloadTargets(config: SanitizedConfig, sampleIds: SampleIds = () => undefined): RouteTarget[] {
  const groups = [
    ...config.collections.map((collection) => ({ group: `api:${collection.slug}`, prefix: `/api/${collection.slug}`, endpoints: collection.endpoints })),
    ...config.globals.map((global) => ({ group: `api:globals/${global.slug}`, prefix: `/api/globals/${global.slug}`, endpoints: global.endpoints })),
    { group: 'api:root', prefix: '/api', endpoints: config.endpoints },
  ]
  return groups.flatMap(({ group, prefix, endpoints }) => {
    // A group with its endpoints switched off (`endpoints: false`) still answers at its address.
    if (!Array.isArray(endpoints)) return [{ group, method: 'GET' as const, path: (fuzz: string) => `${prefix}/${fuzz}`, plain: prefix }]
    return endpointsOf(endpoints).flatMap((endpoint) => {
      const { slots, plain } = endpointSlots(prefix, endpoint.path, sampleIds(group) ?? SAMPLE)
      return slots.map((slot) => ({ group, method: asMethod(endpoint.method), path: slot, plain }))
    })
  })
}

/** The whole table: the app's routes (English, Spanish, admin, handlers) and Payload's REST groups. */
export function routeTable(config: SanitizedConfig, sampleIds?: SampleIds): RouteTarget[] {
  return [...appRouteFiles().flatMap(appTargets), ...payloadTargets(config, sampleIds)]
}
