import type { Endpoint } from 'payload'

import { measureHealth } from './measure'
import { healthReport } from './report'

/**
 * GET /api/health for a load balancer or uptime monitor: 200 or 503 with a small JSON of the checks (no versions,
 * paths or error texts), never cached. Anonymous on purpose: a probe has no account.
 */
export const healthEndpoint: Endpoint = {
  path: '/health',
  method: 'get',
  handler: async (req) => {
    const { httpStatus, body } = healthReport(await measureHealth(req.payload))
    return Response.json(body, { status: httpStatus, headers: { 'Cache-Control': 'no-store' } })
  },
}
