/**
 * What a popup does after a submit: it switches to its submitted content when it has some, then
 * finishes by redirecting, closing after a delay, or closing at once. Pure.
 */
import type { Popup } from '@/payload-types'

export type FinishPlan =
  | { kind: 'redirect'; to: string }
  | { kind: 'close'; afterMs: number }
  /** Nothing set: the popup stays open on its submitted content until the visitor closes it. */
  | { kind: 'stay' }

/** A redirect target that stays safe: a path on this site, or an http(s) address. Null otherwise. */
export function safeRedirect(value: string | null | undefined): string | null {
  const target = value?.trim()
  if (!target) return null
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) return target
  try {
    const url = new URL(target)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The end of a submitted popup. A redirect wins; then the delayed close (timeoutClose seconds); then an immediate
 * close. An immediate close with submitted content to show would hide it unread, so that content still gets the
 * delay when one is set.
 */
export function finishPlan(submitted: Popup['submitted'] | null | undefined): FinishPlan {
  const redirect = safeRedirect(submitted?.redirect)
  if (redirect) return { kind: 'redirect', to: redirect }
  const timeout = submitted?.timeoutClose
  if (typeof timeout === 'number' && timeout > 0) return { kind: 'close', afterMs: timeout * 1000 }
  if (submitted?.close) return { kind: 'close', afterMs: 0 }
  return { kind: 'stay' }
}

/** What a submit does: whether the popup switches to its submitted content, and how it ends. */
export interface SubmitOutcome {
  showContent: boolean
  plan: FinishPlan
}

/**
 * A submit's outcome. A redirect leaves at once. Submitted content shows unless the popup
 * closes at once; without content there is nothing left to show, so the popup closes at once (the form's toast
 * says it worked). With content and no close set, the popup stays on it until the visitor closes it.
 */
export function submitOutcome(submitted: Popup['submitted'] | null | undefined): SubmitOutcome {
  const plan = finishPlan(submitted)
  if (plan.kind === 'redirect') return { showContent: false, plan }
  const hasContent = Boolean(submitted?.innerComponent?.trim())
  const closesAtOnce = plan.kind === 'close' && plan.afterMs === 0
  if (!hasContent || closesAtOnce) return { showContent: false, plan: { kind: 'close', afterMs: 0 } }
  return { showContent: true, plan }
}
