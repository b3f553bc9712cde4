import { getRunningExperimentNames } from '@/lib/data/experiments'

// Every visitor gets the same answer (the per-visitor part, the bucket, is computed in the browser), so shared
// caches may keep it briefly; a stopped test stops within the minute.
const HEADERS = { 'Cache-Control': 'public, max-age=60' }

/**
 * `GET /api/statsig/experiments`: the names of the experiments running now, e.g.
 * `["hero-cta"]`. An empty list lets the experiment client start synchronously; otherwise it reads each
 * experiment from `/api/statsig/experiments/{name}`. The database unavailable: 503, and the site runs without.
 */
export async function GET(): Promise<Response> {
  try {
    return Response.json(await getRunningExperimentNames(), { headers: HEADERS })
  } catch {
    return Response.json([], { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } })
  }
}
