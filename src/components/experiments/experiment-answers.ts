/**
 * The check of the experiment endpoint's answers in the browser and the visitor's assignment from them, loaded by
 * the experiment client only when some experiment runs (docs/marketing.md, "Experiments"): a page view without
 * experiments never loads zod nor the bucketing's SHA-256.
 */
// zod's tree-shakable build: the full one is the largest script a page would load for this check.
import * as z from 'zod/mini'

import type { PopupView } from '@/lib/data/popups'
import { assignVisitor } from '@/lib/experiments/assign-visitor'
import type { Assignment } from '@/lib/experiments/assignment'
import { parseLangOverrides } from '@/lib/experiments/langs'
import type { PublicExperiment } from '@/lib/experiments/model'

const isPopupView = (value: unknown): value is PopupView =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'key') === 'string'

const experimentSchema = z.object({
  name: z.string(),
  variants: z.array(
    z.object({
      key: z.string(),
      weight: z.number(),
      settings: z.record(z.string(), z.number()),
      langs: z.pipe(
        z.record(z.string(), z.string()),
        z.transform((langs: Record<string, string>) => parseLangOverrides(langs)),
      ),
      popups: z.nullable(z.array(z.custom<PopupView>(isPopupView))),
    }),
  ),
})

/** The experiments among the answers that have the public shape. */
function readExperiments(answers: readonly unknown[]): PublicExperiment<PopupView>[] {
  return answers.flatMap((answer) => {
    const parsed = experimentSchema.safeParse(answer)
    return parsed.success ? [parsed.data] : []
  })
}

/** The visitor's variants in the experiments among the answers (a malformed answer is left out). */
export function assignFromAnswers(answers: readonly unknown[], userId: string): Assignment<PopupView> {
  return assignVisitor(readExperiments(answers), userId)
}
