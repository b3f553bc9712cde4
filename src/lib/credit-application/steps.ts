/**
 * The steps of the full credit application: the applicant, their residence and employment histories,
 * an optional co-borrower with the same three parts, then review and submit. Which step owns which field, so a
 * server's field errors (dotted paths such as 'coBorrower.residence.1.city') send the visitor to the right step.
 * Pure.
 */

/** The parts one borrower is made of, each a step of its own. */
export type BorrowerPart = 'identity' | 'residence' | 'employment'

export interface StepDefinition {
  /** The step's heading. */
  title: string
  /** The borrower part the step asks for; null for the review. */
  part: BorrowerPart | null
  /** True for the co-borrower's steps: their fields live under `coBorrower.`. */
  coBorrower: boolean
}

/** Every step in page order. The co-borrower step asks whether there is one, then for their identity. */
export const STEPS = {
  applicant: { title: 'About you', part: 'identity', coBorrower: false },
  residence: { title: 'Where you live', part: 'residence', coBorrower: false },
  employment: { title: 'Where you work', part: 'employment', coBorrower: false },
  'co-borrower': { title: 'Co-borrower', part: 'identity', coBorrower: true },
  'co-borrower-residence': { title: 'Where your co-borrower lives', part: 'residence', coBorrower: true },
  'co-borrower-employment': { title: 'Where your co-borrower works', part: 'employment', coBorrower: true },
  review: { title: 'Review and submit', part: null, coBorrower: false },
} as const satisfies Record<string, StepDefinition>

export type StepId = keyof typeof STEPS
export const STEP_IDS = Object.keys(STEPS) as StepId[]

/** The co-borrower step itself stays (it asks the question); their residence and employment only when added. */
export function stepsFor(withCoBorrower: boolean): StepId[] {
  return STEP_IDS.filter((id) => withCoBorrower || id === 'co-borrower' || !STEPS[id].coBorrower)
}

/** The step after `step`, or null after the review. */
export function nextStep(step: StepId, withCoBorrower: boolean): StepId | null {
  const steps = stepsFor(withCoBorrower)
  return steps[steps.indexOf(step) + 1] ?? null
}

/** The step before `step`, or null on the first. */
export function previousStep(step: StepId, withCoBorrower: boolean): StepId | null {
  const steps = stepsFor(withCoBorrower)
  const index = steps.indexOf(step)
  return index > 0 ? steps[index - 1] : null
}

const PART_OF_KEY: Record<string, BorrowerPart> = {
  user: 'identity',
  ssn: 'identity',
  residence: 'residence',
  employment: 'employment',
}

/** The step of one borrower part. */
export function stepOfPart(part: BorrowerPart, coBorrower: boolean): StepId {
  const found = STEP_IDS.find((id) => STEPS[id].part === part && STEPS[id].coBorrower === coBorrower)
  if (!found) throw new Error(`no step for ${part}`)
  return found
}

/**
 * The step that shows a field, by its dotted path; null for keys no step shows (`_form`, the submission context,
 * the vendor). 'coBorrower' alone (the whole co-borrower refused) belongs to the co-borrower step.
 */
export function stepOfField(path: string): StepId | null {
  const [head, ...rest] = path.split('.')
  if (head === 'coBorrower') {
    if (rest.length === 0) return 'co-borrower'
    const part = PART_OF_KEY[rest[0]]
    return part ? stepOfPart(part, true) : null
  }
  const part = PART_OF_KEY[head]
  return part ? stepOfPart(part, false) : null
}

/** The earliest of `steps` that shows one of the errors' fields, or null when none does. */
export function firstStepWithErrors(errors: Readonly<Record<string, string>>, steps: readonly StepId[]): StepId | null {
  const owners = new Set(Object.keys(errors).map(stepOfField))
  return steps.find((step) => owners.has(step)) ?? null
}
