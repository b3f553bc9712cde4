/** Comparison operators of the rules, as stored in a trade-in question's condition. */
export const CONDITION_OPERATORS = ['==', '!=', 'in', 'not_in', 'includes', '<', '<=', '>', '>='] as const
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number]

/** A visitor's answer: a choice or text, a price, or several choices. */
export type AnswerValue = string | number | boolean | readonly (string | number)[] | null | undefined
export type Answers = Readonly<Record<string, AnswerValue>>

/** A question's condition as stored; generated `TradeInQuestion['condition']` satisfies it. */
export type QuestionCondition = {
  questionId?: string | null
  operator?: string | null
  values?: readonly { value?: string | null }[] | null
}

/**
 * How each operator is stored: symbols are not valid GraphQL enum names, so the select keeps word keys and the
 * evaluator maps them back to SPEC's symbols. The symbols are still accepted, for data written by hand.
 */
export const STORED_OPERATORS = {
  eq: '==',
  ne: '!=',
  in: 'in',
  not_in: 'not_in',
  includes: 'includes',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
} as const satisfies Record<string, ConditionOperator>
export type StoredOperator = keyof typeof STORED_OPERATORS

/** The storage key of a SPEC operator symbol. */
export function storedOperator(operator: ConditionOperator): StoredOperator {
  const entry = Object.entries(STORED_OPERATORS).find(([, symbol]) => symbol === operator)
  return entry ? (entry[0] as StoredOperator) : 'eq'
}

function toOperator(value: string): ConditionOperator | null {
  if (value in STORED_OPERATORS) return STORED_OPERATORS[value as StoredOperator]
  return isOperator(value) ? value : null
}

type ConditionalQuestion = { questionId: string; condition?: QuestionCondition | null }

function isOperator(value: string): value is ConditionOperator {
  return (CONDITION_OPERATORS as readonly string[]).includes(value)
}

function isBlank(answer: NonNullable<AnswerValue>): boolean {
  if (typeof answer === 'string') return answer.trim() === ''
  return typeof answer === 'object' && answer.length === 0
}

// Prices arrive typed ("$12,500") or as numbers; anything else is not a number.
function toNumber(value: string | number | boolean): number {
  if (typeof value === 'number') return value
  if (typeof value === 'boolean') return Number.NaN
  const cleaned = value.replace(/[$,\s]/g, '')
  return cleaned === '' ? Number.NaN : Number(cleaned)
}

function sameValue(a: string | number | boolean, b: string): boolean {
  if (String(a).trim().toLowerCase() === b.trim().toLowerCase()) return true
  const x = toNumber(a)
  const y = toNumber(b)
  return !Number.isNaN(x) && x === y
}

function compareNumbers(operator: '<' | '<=' | '>' | '>=', answer: number, expected: number): boolean {
  if (Number.isNaN(answer) || Number.isNaN(expected)) return false
  if (operator === '<') return answer < expected
  if (operator === '<=') return answer <= expected
  if (operator === '>') return answer > expected
  return answer >= expected
}

/**
 * True when the answers so far satisfy a question's condition; a question without one is always shown.
 * An unanswered controlling question fails every operator, so dependants stay hidden until it is answered.
 * Multi-choice answers: `==` needs the same set, `in` any choice listed, `includes` any listed value chosen.
 */
export function isConditionMet(condition: QuestionCondition | null | undefined, answers: Answers): boolean {
  const questionId = condition?.questionId?.trim()
  if (!condition || !questionId) return true
  const operator = toOperator(condition.operator ?? 'eq')
  if (!operator) return false
  const answer = answers[questionId]
  if (answer === null || answer === undefined || isBlank(answer)) return false

  const expected = (condition.values ?? [])
    .map((entry) => entry.value)
    .filter((value): value is string => typeof value === 'string')
  const given: (string | number | boolean)[] = typeof answer === 'object' ? [...answer] : [answer]
  const listed = (value: string | number | boolean) => expected.some((option) => sameValue(value, option))

  switch (operator) {
    case '==':
    case '!=': {
      const equal = typeof answer === 'object'
        ? given.length === expected.length && given.every(listed)
        : expected.length > 0 && sameValue(given[0], expected[0])
      return operator === '==' ? equal : !equal
    }
    case 'in':
      return given.some(listed)
    case 'not_in':
      return !given.some(listed)
    case 'includes':
      if (typeof answer === 'string') {
        return expected.some((value) => value !== '' && answer.toLowerCase().includes(value.toLowerCase()))
      }
      return expected.some((value) => given.some((choice) => sameValue(choice, value)))
    default:
      if (typeof answer === 'object' || expected.length === 0) return false
      return compareNumbers(operator, toNumber(given[0]), toNumber(expected[0]))
  }
}

/**
 * The questions a visitor sees, in order. A question whose controlling question is itself hidden counts that
 * answer as missing, so a stale answer left behind by a changed choice cannot reveal a follow-up question.
 */
export function visibleQuestions<T extends ConditionalQuestion>(questions: readonly T[], answers: Answers): T[] {
  const byId = new Map(questions.map((question) => [question.questionId, question]))
  const memo = new Map<string, boolean>()

  const isVisible = (question: T, trail: Set<string>): boolean => {
    const cached = memo.get(question.questionId)
    if (cached !== undefined) return cached
    // A cycle of conditions can never be satisfied in order; hide its members instead of recursing forever.
    if (trail.has(question.questionId)) return false
    const parentId = question.condition?.questionId?.trim()
    const parent = parentId ? byId.get(parentId) : undefined
    const parentVisible = parent ? isVisible(parent, new Set(trail).add(question.questionId)) : true
    const effective: Answers = parentVisible || !parentId ? answers : { ...answers, [parentId]: undefined }
    const visible = isConditionMet(question.condition, effective)
    memo.set(question.questionId, visible)
    return visible
  }

  return questions.filter((question) => isVisible(question, new Set()))
}
