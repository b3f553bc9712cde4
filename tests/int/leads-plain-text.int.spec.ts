import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { formResponse } from '@/lib/lead-intake/response'
import { cleanPlainText, PLAIN_TEXT_MESSAGES, plainText, toWellFormed, tooLongMessage } from '@/lib/leads/plain-text'

/**
 * The one text rule of the lead forms (src/lib/leads/plain-text.ts), pure: what it cleans silently (lone
 * surrogates, invisible format characters), what it refuses with a message, and the endpoint's answer.
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
