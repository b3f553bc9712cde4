import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/en'
import { enUi } from '@/lib/i18n/en-ui'
import { es } from '@/lib/i18n/es'
import { esUi } from '@/lib/i18n/es-ui'
import { formatMessage, valuesOf } from '@/lib/i18n/message-format'
import { translateText } from '@/lib/i18n/translate'
import { keyOfText, translator, uiEntries, uiMessage, type UiKey } from '@/lib/i18n/ui-texts'

/** Every [dotted key, message] of a catalogue tree. */
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]]
  if (typeof node !== 'object' || node === null) return []
  return Object.entries(node).flatMap(([name, value]) => leaves(value, prefix ? `${prefix}.${name}` : name))
}

type Arguments = Map<string, string>

/** A message's arguments as ICU reads them (intl-messageformat's parser): name → kind, plural/select options. */
function argumentsOf(message: string): Arguments {
  const found: Arguments = new Map()
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('options' in element && 'value' in element) {
        found.set(element.value, `${element.type === 6 ? 'plural' : 'select'} ${Object.keys(element.options).sort().join(' ')}`)
        for (const option of Object.values(element.options)) walk(option.value)
      } else if ('value' in element && element.type === 1) found.set(element.value, 'text')
    }
  }
  walk(new IntlMessageFormat(message, 'en').getAst())
  return found
}

/** Sample values for every argument: each option of a select, 1 and 3 for a plural, a word for a text. */
function samplesFor(args: Arguments): Array<Record<string, string | number>> {
  const samples: Array<Record<string, string | number>> = [{}]
  for (const [name, kind] of args) {
    const choices = kind.startsWith('select')
      ? kind.split(' ').slice(1)
      : kind.startsWith('plural')
        ? [0, 1, 3]
        : [`‹${name}›`]
    const grown = samples.flatMap((sample) => choices.map((choice) => ({ ...sample, [name]: choice })))
    samples.splice(0, samples.length, ...grown)
  }
  return samples
}

const EN = new Map(leaves(en))
const ES = new Map(leaves(es))

describe('the keyed catalogues', () => {
  it('every key exists in both languages', () => {
    expect([...ES.keys()].filter((key) => !EN.has(key))).toEqual([])
    expect([...EN.keys()].filter((key) => !ES.has(key))).toEqual([])
    expect(EN.size).toBeGreaterThan(800)
  })

  it('the client texts are the catalogues’ `ui` branch', () => {
    expect(en.ui).toBe(enUi)
    expect(es.ui).toBe(esUi)
  })

  it.each([...EN].map(([key, english]) => [key, english, ES.get(key) ?? '']))(
    '%s: both languages are ICU messages with the same placeholders, plurals and options',
    (_key, english, spanish) => {
      expect(argumentsOf(spanish)).toEqual(argumentsOf(english))
    },
  )
})

describe('the message formatter', () => {
  const withValues = (['en', 'es'] as const).flatMap((locale) =>
    [...(locale === 'en' ? EN : ES)].filter(([, message]) => message.includes('{')).map(([key, message]) => [locale, key, message]),
  )

  it('finds the messages with values', () => expect(withValues.length).toBeGreaterThan(60))

  it.each(withValues)('%s %s formats as intl-messageformat does', (locale, _key, message) => {
    for (const values of samplesFor(argumentsOf(message))) {
      expect(formatMessage(message, values, locale)).toBe(String(new IntlMessageFormat(message, locale).format(values)))
    }
  })

  it('keeps an unknown placeholder visible and English plural rules by default', () => {
    expect(formatMessage('By {author}', {})).toBe('By {author}')
    expect(formatMessage('{n, plural, =0 {none} one {# try} other {# tries}}', { n: 0 })).toBe('none')
    expect(formatMessage('{n, plural, one {# try} other {# tries}}', { n: 1 })).toBe('1 try')
    expect(formatMessage('{n, plural, one {# try} other {# tries}}', { n: 2 })).toBe('2 tries')
  })

  it('reads the values back from a formatted English text', () => {
    expect(valuesOf('Step {number} of {count}', 'Step 2 of 5')).toEqual({ number: '2', count: '5' })
    expect(valuesOf('{n, plural, one {# try} other {# tries}} left.', '3 tries left.')).toEqual({ n: 3 })
    expect(valuesOf('{n, plural, one {# try} other {# tries}} left.', 'no tries left.')).toBeUndefined()
    expect(valuesOf('Plain', 'Plain')).toEqual({})
  })
})

describe('English that arrives as text finds its key', () => {
  const entries = uiEntries(enUi)

  it.each(entries.filter(([, english]) => english.includes('{')))('%s, formatted, reads back', (key, english) => {
    for (const values of samplesFor(argumentsOf(english))) {
      const text = formatMessage(english, values, 'en')
      const found = keyOfText(text)
      expect(found, text).toBeDefined()
      if (!found) continue
      // Another key may read the same words; its message then gives the same English and the same Spanish.
      expect(formatMessage(uiMessage(enUi, found.key), found.values, 'en')).toBe(text)
      expect(translateText(text, 'es')).toBe(formatMessage(uiMessage(esUi, found.key), found.values, 'es'))
    }
  })

  it('the plural messages read both forms', () => {
    expect(translateText('Too many attempts. Please try again in 1 minute.', 'es')).toBe(
      'Demasiados intentos. Inténtelo de nuevo en 1 minuto.',
    )
    expect(translateText('“x”, “y” and others are not VINs: a VIN has 17 letters and digits.', 'es')).toBe(
      '“x”, “y” y otros no son VIN: un VIN tiene 17 letras y números.',
    )
    expect(translateText('“x” is not a VIN: a VIN has 17 letters and digits.', 'es')).toBe(
      '“x” no es un VIN: un VIN tiene 17 letras y números.',
    )
  })
})

describe('the translator of a page', () => {
  const key: UiKey = 'forms.toasts.messageSent'

  it('reads a key in English and in Spanish, values filled', () => {
    expect(translator('en', null)(key)).toBe('Message sent!')
    expect(translator('es', esUi)(key)).toBe('¡Mensaje enviado!')
    expect(translator('es', esUi)('finance.pricing.priceMo', { price: '$300' })).toBe(
      formatMessage(esUi.finance.pricing.priceMo, { price: '$300' }, 'es'),
    )
  })

  it('translates a text given as English, and lets an experiment override a text by its English', () => {
    expect(translator('es', esUi).text('This field is required')).toBe('Este campo es obligatorio')
    expect(translator('en', null).text('This field is required')).toBe('This field is required')
    const override = (english: string) => (english === 'Message sent!' ? 'Sent!' : undefined)
    expect(translator('en', null, override)(key)).toBe('Sent!')
    expect(translator('en', null, override).text('Message sent!')).toBe('Sent!')
  })
})
