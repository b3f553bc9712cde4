import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CAREERS_TOASTS } from '@/components/company/company-toasts'
import { CREDIT_APPLICATION_TOASTS } from '@/components/credit-application/credit-toasts'
import { FINANCING_TOASTS } from '@/components/financing/financing-toasts'
import { CELL_PHONE_CONSENT } from '@/components/forms/consent-disclaimer'
import { POST_MESSAGES } from '@/components/forms/post-lead'
import { SERVICE_TOASTS } from '@/components/service/service-toasts'
import { TOASTS } from '@/components/toast/messages'
import { UNLOCK_TOASTS } from '@/components/unlock/unlock-toasts'
import { VERIFICATION_FALLBACK } from '@/lib/financing/verification'
import { formatCalendarDay } from '@/lib/format'
import { FINANCING_MESSAGES } from '@/lib/financing/messages'
import { enUi } from '@/lib/i18n/en-ui'
import { hasTranslation, translateErrors, translateText } from '@/lib/i18n/translate'
import { uiEntries } from '@/lib/i18n/ui-texts'
import { localizedResult } from '@/lib/leads/intake/localized-result'
import { submissionLocale } from '@/lib/leads/intake/locale'
import { INTAKE_MESSAGES } from '@/lib/leads/intake/policy'
import { refused } from '@/lib/leads/intake/result'
import { SERVICE_SLOT_MESSAGES, TEST_DRIVE_MESSAGES } from '@/lib/leads/intake/test-drive-slot'
import { confirmationEmail } from '@/lib/leads/confirmation-email'
import { adfLanguageLine } from '@/lib/leads/adf-parts'
import { CONTACT_INQUIRY_TYPES, FORM_SLUGS } from '@/lib/leads/forms'
import { RESUME_MESSAGES } from '@/lib/leads/resume'
import { FORM_SCHEMAS, fieldErrors } from '@/lib/leads/schemas/registry'
import { LIMITS, MESSAGES } from '@/lib/leads/validation'
import { SERVER_MESSAGES, smsBody, VALIDATION_MESSAGES } from '@/lib/phone-verification/messages'
import { WIZARD_MESSAGES } from '@/lib/pricing/wizard'
import { QUESTIONNAIRE_MESSAGES } from '@/lib/trade-in/questionnaire'
import { VIN_MESSAGES } from '@/lib/trade-in/wizard'
import { STORE_CHOICE_MESSAGES } from '@/lib/visitor/store-choice'

/** The Spanish of an English text that arrives as text, or undefined when the catalogue has no such text. */
const spanishOf = (english: string) => (hasTranslation(english) ? translateText(english, 'es') : undefined)

const stringsOf = (catalogue: Record<string, unknown>): string[] =>
  Object.values(catalogue).filter((value): value is string => typeof value === 'string')

/** Every English message a form can show, from the modules that define them (functions with sample numbers). */
const ENGLISH_MESSAGES: Array<[string, string]> = [
  ...stringsOf(MESSAGES).map((m): [string, string] => ['MESSAGES', m]),
  ...stringsOf(INTAKE_MESSAGES).map((m): [string, string] => ['INTAKE_MESSAGES', m]),
  ...[1, 60, 61, 3600].map((s): [string, string] => ['INTAKE_MESSAGES.tooMany', INTAKE_MESSAGES.tooMany(s)]),
  ...stringsOf(RESUME_MESSAGES).map((m): [string, string] => ['RESUME_MESSAGES', m]),
  ...stringsOf(TEST_DRIVE_MESSAGES).map((m): [string, string] => ['TEST_DRIVE_MESSAGES', m]),
  ...stringsOf(SERVICE_SLOT_MESSAGES).map((m): [string, string] => ['SERVICE_SLOT_MESSAGES', m]),
  ...stringsOf(QUESTIONNAIRE_MESSAGES).map((m): [string, string] => ['QUESTIONNAIRE_MESSAGES', m]),
  ...stringsOf(VIN_MESSAGES).map((m): [string, string] => ['VIN_MESSAGES', m]),
  ...stringsOf(WIZARD_MESSAGES).map((m): [string, string] => ['WIZARD_MESSAGES', m]),
  ...stringsOf(STORE_CHOICE_MESSAGES).map((m): [string, string] => ['STORE_CHOICE_MESSAGES', m]),
  ...stringsOf(VALIDATION_MESSAGES).map((m): [string, string] => ['phone VALIDATION_MESSAGES', m]),
  ...stringsOf(SERVER_MESSAGES).map((m): [string, string] => ['phone SERVER_MESSAGES', m]),
  ['SERVER_MESSAGES.codeSent', SERVER_MESSAGES.codeSent('8155550100')],
  ...[30, 60, 600].map((s): [string, string] => ['SERVER_MESSAGES.tooManySends', SERVER_MESSAGES.tooManySends(s)]),
  ...[30, 600].map((s): [string, string] => ['SERVER_MESSAGES.tooManyAttempts', SERVER_MESSAGES.tooManyAttempts(s)]),
  ...[0, 1, 2].map((n): [string, string] => ['SERVER_MESSAGES.wrong', SERVER_MESSAGES.wrong(n)]),
  ...stringsOf(POST_MESSAGES).map((m): [string, string] => ['POST_MESSAGES', m]),
  ...stringsOf(VERIFICATION_FALLBACK).map((m): [string, string] => ['VERIFICATION_FALLBACK', m]),
  ...stringsOf(FINANCING_MESSAGES).map((m): [string, string] => ['FINANCING_MESSAGES', m]),
  [`Use at most ${LIMITS.name} characters`, `Use at most ${LIMITS.name} characters`],
  ['list', `Add at most ${LIMITS.listItems} entries`],
]

const TOAST_TEXTS: string[] = [
  TOASTS,
  FINANCING_TOASTS,
  CREDIT_APPLICATION_TOASTS,
  SERVICE_TOASTS,
  UNLOCK_TOASTS,
  CAREERS_TOASTS,
].flatMap((group) => Object.values(group).flatMap((toast) => ('detail' in toast ? [toast.summary, toast.detail] : [toast.summary])))

describe('every English validation and refusal message has a Spanish translation', () => {
  it.each(ENGLISH_MESSAGES)('%s: %s', (_source, english) => {
    const spanish = spanishOf(english)
    expect(spanish, english).toBeTruthy()
    expect(spanish).not.toBe(english)
  })

  // Whatever the schemas say about an empty, a wrongly typed or an overlong body, in every form.
  const garbage = { firstName: 7, email: 'x'.repeat(400), phone: '<b>', message: '\u0000', user: 3, trade: 'x' }
  it.each(FORM_SLUGS.flatMap((form) => [[form, {}] as const, [form, garbage] as const]))(
    '%s: the schema messages of a bad body',
    (form, body) => {
      const result = FORM_SCHEMAS[form].safeParse(body)
      expect(result.success).toBe(false)
      if (result.success) return
      for (const message of Object.values(fieldErrors(result.error))) expect(spanishOf(message), message).toBeTruthy()
    },
  )
})

describe('the form toasts and the cell-phone consent in Spanish', () => {
  it.each([...TOAST_TEXTS, CELL_PHONE_CONSENT, ...CONTACT_INQUIRY_TYPES.map((type) => type.label)])('%s', (english) => {
    expect(spanishOf(english), english).toBeTruthy()
  })
})

/** Every text a form component shows through a tr() key or a translating field prop. */
function componentLiterals(): Array<[string, string]> {
  const root = path.resolve(__dirname, '../../src/components')
  const dirs = [
    'forms',
    'contact',
    'financing',
    'credit-application',
    'sell-trade',
    'service',
    'popups',
    'unlock',
    'company',
    'vehicle-detail',
    'pricing',
    'consent',
    'search',
    'favorites',
    'compare',
    'reserve',
  ]
  // A key given to tr() stands for its English message (en-ui.ts), checked like the texts given as text.
  const englishOfKey = new Map(uiEntries(enUi))
  const patterns = [
    /\btr\(\s*'((?:messages|forms|finance|inventory)\.[\w.]+)'\s*[,)]/g,
    /\b(?:label|legend|placeholder|hint|pendingLabel)="([^"]+)"/g,
    /<SubmitButton[^>]*>\s*([^<{\s][^<{]*?)\s*<\/SubmitButton>/g,
  ]
  const found: Array<[string, string]> = []
  for (const dir of dirs) {
    for (const file of fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith('.client.tsx'))) {
      const source = fs.readFileSync(path.join(root, dir, file), 'utf8')
      for (const pattern of patterns)
        for (const match of source.matchAll(pattern)) {
          const text = match[1].replace(/\\'/g, "'")
          found.push([`${dir}/${file}`, englishOfKey.get(text as never) ?? text])
        }
    }
  }
  return found
}

describe('every form text the components show through tr() or a field label has a Spanish entry', () => {
  const literals = componentLiterals()
  it('finds the literals', () => expect(literals.length).toBeGreaterThan(20))
  it.each(literals)('%s: %s', (_file, english) => expect(spanishOf(english), english).toBeTruthy())
})

describe('translateText', () => {
  it.each([
    ['This field is required', 'en', 'This field is required'],
    ['This field is required', 'es', 'Este campo es obligatorio'],
    ['Use at most 100 characters', 'es', 'Use como máximo 100 caracteres'],
    ['Too many submissions. Please try again in 1 minute.', 'es', 'Demasiados envíos. Inténtelo de nuevo en 1 minuto.'],
    ['Too many submissions. Please try again in 5 minutes.', 'es', 'Demasiados envíos. Inténtelo de nuevo en 5 minutos.'],
    ['The code is incorrect. 1 try left.', 'es', 'El código es incorrecto. Queda 1 intento.'],
    ['The code is incorrect. 3 tries left.', 'es', 'El código es incorrecto. Quedan 3 intentos.'],
    ['Rockford is now your store.', 'es', 'Rockford es ahora su tienda.'],
    ['Step 2 of 5', 'es', 'Paso 2 de 5'],
    ['VIN accepted: a 2019 Honda.', 'es', 'VIN aceptado: un 2019 Honda.'],
    ['VIN accepted: a Honda. Enter the year below.', 'es', 'VIN aceptado: un Honda. Ingrese el año abajo.'],
    ['Reserve price paid now: $12,000.', 'es', 'Precio de reserva pagado ahora: $12,000.'],
    ['A text nobody catalogued', 'es', 'A text nobody catalogued'],
    ['Este campo es obligatorio', 'es', 'Este campo es obligatorio'],
  ] as const)('%s in %s → %s', (english, locale, expected) => {
    expect(translateText(english, locale)).toBe(expected)
  })

  it('puts the verification text message in Spanish', () => {
    expect(translateText(smsBody('123456'), 'es')).toBe(
      'Su código de verificación es 123456. Vence en 10 minutos. No lo comparta.',
    )
  })

  it('translates a field error map and leaves English as it is', () => {
    const errors = { firstName: MESSAGES.firstName, email: MESSAGES.email }
    expect(translateErrors(errors, 'es')).toEqual({
      firstName: 'Ingrese su nombre.',
      email: 'Ingrese un correo electrónico válido',
    })
    expect(translateErrors(errors, 'en')).toEqual(errors)
  })
})

describe('day pickers in Spanish', () => {
  it.each([
    ['long', 'en', 'Monday, June 3'],
    ['short', 'en', 'Mon, Jun 3'],
    ['long', 'es', 'lunes, 3 de junio'],
    ['short', 'es', 'lun, 3 de jun'],
  ] as const)('%s %s → %s', (style, language, expected) => {
    expect(formatCalendarDay('2030-06-03', style, language)).toBe(expected)
  })
})

describe('the language of a form post', () => {
  it.each([
    [{ locale: 'es' }, 'es'],
    [{ locale: 'en', pageUrl: '/es/contact-us' }, 'en'],
    [{ locale: 'fr', pageUrl: '/es/contact-us' }, 'es'],
    [{ pageUrl: 'https://cars.example.com/es' }, 'es'],
    [{ pageUrl: 'https://cars.example.com/espanol' }, 'en'],
    [{ pageUrl: '/contact-us' }, 'en'],
    [{ pageUrl: 42 }, 'en'],
    [{}, 'en'],
  ] as const)('%j → %s', (fields, expected) => {
    expect(submissionLocale(fields)).toBe(expected)
  })

  it('answers a Spanish post’s refusal in Spanish and an English one unchanged', () => {
    const result = refused(400, { firstName: MESSAGES.firstName })
    expect(localizedResult(result, { locale: 'es' }).body).toEqual({ ok: false, errors: { firstName: 'Ingrese su nombre.' } })
    expect(localizedResult(result, {})).toBe(result)
  })
})

describe('the customer confirmation and the ADF language line', () => {
  it('writes the confirmation in the customer’s language', () => {
    const es = confirmationEmail({ form: 'test-drive', locale: 'es', firstName: 'Lucía', dealerName: 'Rockford Motors' })
    expect(es.subject).toBe('Recibimos su prueba de manejo - Rockford Motors')
    expect(es.text).toMatch(/^Hola, Lucía:\n\nGracias por comunicarse con Rockford Motors\./)
    const en = confirmationEmail({ form: 'contact', locale: 'en', phone: '(815) 555-0100', dealerName: '' })
    expect(en.subject).toBe('We received your message - our dealership')
    expect(en.text).toContain('If you have any questions, call us at (815) 555-0100.')
    expect(en.text).not.toMatch(/\n\n\n/)
  })

  it.each([
    ['es', 'Preferred language: Spanish (es)'],
    ['en', undefined],
    [null, undefined],
  ] as const)('%s → %s', (locale, line) => expect(adfLanguageLine(locale)).toBe(line))
})
