import { z } from 'zod'

import { getPublicExperiment } from '@/lib/data/experiments'
import { EXPERIMENT_KEY, EXPERIMENT_KEY_MAX } from '@/lib/experiments/model'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales'

const nameSchema = z.string().max(EXPERIMENT_KEY_MAX).regex(EXPERIMENT_KEY)
const HEADERS = { 'Cache-Control': 'public, max-age=60' }

/**
 * `GET /api/statsig/experiments/{name}`: one running experiment as the browser assigns itself with it (SPEC
 * section 7: each variant's settings, popups and langs; weights for the bucketing). No notes, dates or status.
 * 404 for a name that is malformed, unknown or not running now. `?locale=es` (a Spanish page) gives the variants'
 * popups in Spanish; anything else, English.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const name = nameSchema.safeParse((await params).name)
  if (!name.success) return Response.json({ ok: false }, { status: 404 })
  const asked = new URL(request.url).searchParams.get('locale')
  try {
    const experiment = await getPublicExperiment(name.data, undefined, isLocale(asked) ? asked : DEFAULT_LOCALE)
    if (!experiment) return Response.json({ ok: false }, { status: 404, headers: HEADERS })
    return Response.json(experiment, { headers: HEADERS })
  } catch {
    return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } })
  }
}
