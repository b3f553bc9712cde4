import { NotFound, type Endpoint, type PayloadHandler, type SanitizedConfig } from 'payload'

/**
 * Payload's REST endpoints as this site's collections need them. Payload mounts every default endpoint on every
 * collection and global, including ones for features they do not use, and those answer 500 (their operation reads
 * a version table or a field that does not exist): the version endpoints of a collection or global without
 * versions, and the email verification of an auth collection that does not verify emails. Those are left out, so
 * the address answers 404 like any other unknown route. And a staff member deleting a preference they do not have
 * gets 404 (the SQL adapter's delete fails on the missing row's relationship query).
 *
 * This edits the sanitized config after buildConfig: Payload adds its default endpoints during sanitisation, after
 * every plugin has run. The endpoint paths are Payload's public REST routes; tests/int/bad-bytes.int.spec.ts
 * drives them on the production server and fails if an upgrade renames one.
 */

const VERSION_PATHS = new Set(['/versions', '/versions/:id'])
const VERIFY_PATH = '/verify/:id'
const PREFERENCES = 'payload-preferences'

const isEndpointList = (endpoints: false | Endpoint[] | undefined): endpoints is Endpoint[] => Array.isArray(endpoints)

/** A preference delete that answers 404 when the signed-in user has no preference of that key. */
function deletePreferenceOr404(original: PayloadHandler): PayloadHandler {
  return async (req) => {
    const key = req.routeParams?.key
    if (req.user && typeof key === 'string') {
      const { totalDocs } = await req.payload.count({
        collection: PREFERENCES,
        where: {
          and: [
            { key: { equals: key } },
            { 'user.value': { equals: req.user.id } },
            { 'user.relationTo': { equals: req.user.collection } },
          ],
        },
        overrideAccess: true,
        req,
      })
      if (totalDocs === 0) throw new NotFound(req.t)
    }
    return original(req)
  }
}

/** The sanitized config with the endpoints above left out or guarded; returns the same object. */
export function withSoundRestEndpoints(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    if (!isEndpointList(collection.endpoints)) continue
    const verifies = Boolean(collection.auth?.verify)
    collection.endpoints = collection.endpoints
      .filter((endpoint) => collection.versions || !VERSION_PATHS.has(endpoint.path))
      .filter((endpoint) => verifies || endpoint.path !== VERIFY_PATH)
      .map((endpoint) =>
        collection.slug === PREFERENCES && endpoint.method === 'delete'
          ? { ...endpoint, handler: deletePreferenceOr404(endpoint.handler) }
          : endpoint,
      )
  }
  for (const global of config.globals) {
    if (!isEndpointList(global.endpoints) || global.versions) continue
    global.endpoints = global.endpoints.filter((endpoint) => !VERSION_PATHS.has(endpoint.path))
  }
  return config
}
