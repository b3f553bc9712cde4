import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { OVERRIDABLE_TEXTS } from '@/lib/experiments/known-texts'
import { parseLangOverrides } from '@/lib/experiments/langs'
import { isRunning, type ExperimentSchedule, type PublicExperiment } from '@/lib/experiments/model'
import { parseSettingsOverrides } from '@/lib/experiments/settings'
import { popupKind } from '@/lib/popups/kind'
import type { Experiment, Popup } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { toPopupView, type PopupView } from './popups'

/** A store runs a handful of tests at a time; this bounds the read, not the feature. */
const MAX_EXPERIMENTS = 20

type Scheduled = PublicExperiment<PopupView> & ExperimentSchedule

const isPopup = (value: string | Popup): value is Popup => typeof value === 'object' && value !== null

/** An experiment as the browser receives it: variants and their checked overrides, never the notes or dates. */
export function toPublicExperiment(doc: Experiment): PublicExperiment<PopupView> {
  return {
    name: doc.name,
    variants: (doc.variants ?? []).map((variant) => ({
      key: variant.key,
      weight: variant.weight,
      settings: parseSettingsOverrides(variant.settings),
      langs: parseLangOverrides(variant.langs, OVERRIDABLE_TEXTS),
      // Only popups the site can draw, by the popup host's own rule (an empty HTML popup would open blank).
      popups: variant.replacePopups
        ? (variant.popups ?? []).filter(isPopup).map(toPopupView).filter((popup) => popupKind(popup) !== null)
        : null,
    })),
  }
}

/**
 * Experiments marked running, with their dates, as one cache entry per edit (tags: experiments, and popups for
 * the variants' popup lists). Callers apply the dates with the request's clock, so a start or end time takes
 * effect on time without expiring the entry.
 */
async function readRunningExperiments(locale: Locale = DEFAULT_LOCALE): Promise<Scheduled[]> {
  'use cache'
  cacheTag(TAGS.experiments, TAGS.popups)
  cacheLife('hours')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'experiments',
    // The variants' popups' texts in the page's language (one entry per language).
    locale,
    where: { status: { equals: 'running' } },
    sort: 'name',
    limit: MAX_EXPERIMENTS,
    pagination: false,
    depth: 1,
    // The variants' popups are shown because marketing chose them for a running test, enabled or not.
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    ...toPublicExperiment(doc),
    status: doc.status,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
  }))
}

const publicPart = ({ name, variants }: Scheduled): PublicExperiment<PopupView> => ({ name, variants })

/** Names of the experiments running now (GET /api/statsig/experiments). */
export async function getRunningExperimentNames(now?: Date): Promise<string[]> {
  await deferPastBuild()
  const at = now ?? new Date()
  return (await readRunningExperiments()).filter((experiment) => isRunning(experiment, at)).map(({ name }) => name)
}

/** One running experiment for the browser, or null when it is not running now; its popups' texts in `locale`. */
export async function getPublicExperiment(
  name: string,
  now?: Date,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PublicExperiment<PopupView> | null> {
  await deferPastBuild()
  const found = (await readRunningExperiments(locale)).find((experiment) => experiment.name === name)
  return found && isRunning(found, now ?? new Date()) ? publicPart(found) : null
}
