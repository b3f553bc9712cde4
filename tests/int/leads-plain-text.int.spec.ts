import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { formResponse } from '@/lib/leads/intake/response'
import { toWellFormed } from '@/lib/http/well-formed-text'
import { cleanPlainText, PLAIN_TEXT_MESSAGES, plainText, tooLongMessage } from '@/lib/leads/plain-text'
import { fieldErrors } from '@/lib/leads/schemas/registry'
import { MAX_TRADE_ANSWER_LENGTH, sellTradeSchema } from '@/lib/leads/schemas/sell-trade'
import { sampleBody } from '@/lib/leads/samples'
import { firstName, lastName, LIMITS, message, MESSAGES, optionalText } from '@/lib/leads/validation'
import { answerErrors, keptAnswers, QUESTIONNAIRE_MESSAGES, type QuestionnaireQuestion } from '@/lib/trade-in/questionnaire'

/**
 * The one text rule of the lead forms (src/lib/leads/plain-text.ts), pure: what it cleans silently (lone
 * surrogates, invisible format characters), what it refuses with a message, and the questionnaire answers whose
 * type follows their question.
 */

/** The first message of a failed parse, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message')
}

const LONE_SURROGATES = /\p{Cs}/u
// Every bidirectional control and the zero-width and other invisible format characters a paste can carry.
const INVISIBLES = [
  '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', // embeddings, pop, overrides
  '\u2066', '\u2067', '\u2068', '\u2069', // isolates
  '\u200E', '\u200F', '\u061C', // directional marks
  '\u200B', '\u2060', '\uFEFF', '\u00AD', // zero-width space, word joiner, byte-order mark, soft hyphen
  '\u{E0041}', // a tag character (invisible ASCII)
]

describe('well-formed text', () => {
  it('replaces each lone surrogate with U+FFFD and leaves pairs alone', () => {
    expect(toWellFormed('Jo\uD800')).toBe('Jo\uFFFD')
    expect(toWellFormed('\uDC00Jo\uD83D')).toBe('\uFFFDJo\uFFFD')
    expect(toWellFormed('Jo \u{1F600}')).toBe('Jo \u{1F600}')
    const cleaned = cleanPlainText('a\uD800b\uDFFFc')
    expect(LONE_SURROGATES.test(cleaned)).toBe(false)
    // What failed on the lead's cookie: encodeURIComponent throws on a lone surrogate.
    expect(() => encodeURIComponent('Jo\uD800')).toThrow(URIError)
    expect(encodeURIComponent(cleaned)).toBe('a%EF%BF%BDb%EF%BF%BDc')
  })

  it('every text field comes out well-formed', () => {
    expect(firstName().parse('Jo\uD800')).toBe('Jo\uFFFD')
    expect(message().parse('Call me \uDE00 please')).toBe('Call me \uFFFD please')
    expect(optionalText().parse('\uD800')).toBe('\uFFFD')
  })
})

describe('invisible format characters', () => {
  it('are removed, so a name shows staff what was stored', () => {
    for (const invisible of INVISIBLES) {
      expect(firstName().parse(`Ann${invisible}evil`), invisible.codePointAt(0)?.toString(16)).toBe('Annevil')
    }
    expect(lastName().parse(' \u202EDoe\u200B ')).toBe('Doe')
  })

  it('keep the zero-width joiner and non-joiner that emoji and spellings need', () => {
    const technologist = '\u{1F469}\u200D\u{1F4BB}'
    expect(message().parse(`Thanks ${technologist}`)).toBe(`Thanks ${technologist}`)
    const persian = '\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645'
    expect(firstName().parse(persian)).toBe(persian)
  })

  it('a value of nothing but invisible characters is empty: the field’s own required message', () => {
    expect(messageOf(firstName(), '\u200B\u202E')).toBe(MESSAGES.firstName)
    expect(messageOf(lastName(), '\uFEFF')).toBe(MESSAGES.lastName)
    expect(messageOf(message(), '\u2066\u2069')).toBe(MESSAGES.message)
    expect(optionalText().parse('\u200B')).toBeUndefined()
  })

  it('cannot hide markup or stretch the length past the limit', () => {
    expect(messageOf(message(), '<\u200Bscript>alert(1)</script>')).toBe(MESSAGES.markup)
    // Counted after cleaning: invisible padding does not count, and does not get a long value through.
    expect(firstName().parse(`${'x'.repeat(LIMITS.name)}\u200B\u200B`)).toBe('x'.repeat(LIMITS.name))
    expect(messageOf(firstName(), `${'x'.repeat(LIMITS.name + 1)}\u200B`)).toBe(tooLongMessage(LIMITS.name))
  })
})

describe('plainText({ message, max, multiline })', () => {
  const oneLine = plainText({ message: 'Type it.', max: 10 })
  const lines = plainText({ message: 'Type it.', max: 10, multiline: true })

  it('trims, and answers the caller’s message for a value that is not a string', () => {
    expect(oneLine.parse('  hi  ')).toBe('hi')
    expect(oneLine.parse('')).toBe('')
    for (const value of [42, ['a'], { a: 1 }, null, true]) expect(messageOf(oneLine, value)).toBe('Type it.')
  })

  it('removes invisible format characters and makes the text well-formed before every check', () => {
    for (const invisible of INVISIBLES) expect(oneLine.parse(` a${invisible}b `)).toBe('ab')
    expect(oneLine.parse('a\uD800')).toBe('a\uFFFD')
    expect(messageOf(oneLine, `<${INVISIBLES.join('')}b>`)).toBe(PLAIN_TEXT_MESSAGES.markup)
  })

  it('refuses control characters; a multi-line one keeps tab and line breaks, a one-line one no line break', () => {
    expect(messageOf(oneLine, 'a\u0000b')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
    expect(messageOf(oneLine, 'a\u0085b')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
    expect(messageOf(oneLine, 'a\nb')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
    expect(messageOf(oneLine, 'a\u2028b')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
    expect(lines.parse('a\r\n\tb')).toBe('a\r\n\tb')
    expect(messageOf(lines, 'a\u0000b')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
  })

  it('refuses markup and bounds the length, control characters first', () => {
    expect(messageOf(oneLine, '<b>x</b>')).toBe(PLAIN_TEXT_MESSAGES.markup)
    expect(messageOf(oneLine, 'x'.repeat(11))).toBe(tooLongMessage(10))
    expect(messageOf(oneLine, '\u0000<b>x</b>xxxxxxxxxx')).toBe(PLAIN_TEXT_MESSAGES.controlCharacters)
  })
})

describe('questionnaire answers are plain text of their question’s type', () => {
  const answersOf = (answers: unknown) => ({ ...sampleBody('sell-trade'), answers })
  const errorsOf = (answers: unknown) => {
    const result = sellTradeSchema.safeParse(answersOf(answers))
    return result.success ? {} : fieldErrors(result.error)
  }

  it('the schema refuses lists, booleans and objects, markup and NUL; text comes out cleaned', () => {
    expect(errorsOf({ details: ['<b>x</b>', 'y'] })).toEqual({ 'answers.details': MESSAGES.invalidRequest })
    expect(errorsOf({ details: ['x', 'y'] })).toEqual({ 'answers.details': MESSAGES.invalidRequest })
    expect(errorsOf({ details: true })).toEqual({ 'answers.details': MESSAGES.invalidRequest })
    expect(errorsOf({ details: { text: 'x' } })).toEqual({ 'answers.details': MESSAGES.invalidRequest })
    expect(errorsOf({ details: '<b>x</b>' })).toEqual({ 'answers.details': MESSAGES.markup })
    expect(errorsOf({ details: 'a\u0000b' })).toEqual({ 'answers.details': MESSAGES.controlCharacters })
    expect(errorsOf({ details: 'x'.repeat(MAX_TRADE_ANSWER_LENGTH + 1) })).toEqual({
      'answers.details': tooLongMessage(MAX_TRADE_ANSWER_LENGTH),
    })
    const parsed = sellTradeSchema.parse(answersOf({ details: '  New\u202E tires\u200B\nno dents ', keys: 2 }))
    expect(parsed.answers).toEqual({ details: 'New tires\nno dents', keys: 2 })
  })

  const question = (questionId: string, inputType: QuestionnaireQuestion['inputType']): QuestionnaireQuestion => ({
    questionId,
    text: questionId,
    inputType,
    required: false,
    answers: inputType === 'select' || inputType === 'radio' ? [{ label: 'One', value: '1' }] : [],
  })
  const questions = [question('details', 'textarea'), question('keys', 'select'), question('payoff', 'price')]

  it('a free-text question takes one string, a choice one of its values, a price an amount', () => {
    expect(answerErrors(questions, { details: ['x', 'y'] })).toStrictEqual({ details: QUESTIONNAIRE_MESSAGES.text })
    expect(answerErrors(questions, { details: 42 })).toStrictEqual({ details: QUESTIONNAIRE_MESSAGES.text })
    expect(answerErrors(questions, { details: true })).toStrictEqual({ details: QUESTIONNAIRE_MESSAGES.text })
    expect(answerErrors(questions, { keys: ['1'] })).toEqual({ keys: QUESTIONNAIRE_MESSAGES.choice })
    expect(answerErrors(questions, { payoff: ['1'] })).toEqual({ payoff: QUESTIONNAIRE_MESSAGES.price })
    expect(answerErrors(questions, { details: 'New tires', keys: '1', payoff: '$9,800' })).toStrictEqual({})
  })

  it('keeps only answers of their question’s type, and only text or numbers without a questionnaire', () => {
    expect(keptAnswers(questions, { details: ['x', 'y'], keys: '1', payoff: '$9,800' })).toEqual({
      keys: '1',
      payoff: 9800,
    })
    expect(keptAnswers([], { a: ['x'], b: true, c: 'text', d: 2 })).toEqual({ c: 'text', d: 2 })
  })
})

describe('the form endpoint’s answer', () => {
  it('is written even when a cookie value is not well-formed', async () => {
    const options = { path: '/', secure: true, sameSite: 'lax', httpOnly: false, maxAge: 60 } as const
    const response = formResponse({
      status: 201,
      body: { ok: true, leadId: '7' },
      cookies: [{ name: 'firstName', value: 'Jo\uD800', options }],
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true, leadId: '7' })
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^firstName=Jo%EF%BF%BD;/)])
  })
})
