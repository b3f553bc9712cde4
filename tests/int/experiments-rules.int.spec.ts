/**
 * Experiments without a database (src/lib/experiments): deterministic bucketing and its weights, stability when
 * another experiment appears, the overrides (settings allow-list, popups replace, langs merge), the exposure
 * cookie the lead endpoint verifies, and the sync-or-async start (synchronous with no experiment running).
 */
import { describe, expect, it } from 'vitest'

import {
  applyPopupOverrides,
  assignVariant,
  assignVisitor,
  bucketOf,
  initModeOf,
  isRunning,
  englishOfKey,
  langsErrors,
  mergeSettings,
  parseExposureCookie,
  parseLangOverrides,
  parseSettingsOverrides,
  serializeExposures,
  settingsErrors,
  overrideFor,
  verifyExposures,
  type PublicExperiment,
} from '@/lib/experiments'
import { OVERRIDABLE_TEXTS } from '@/lib/experiments/known-texts'
import { CALCULATOR } from '@/lib/settings/defaults'

const ids = (count: number, prefix = 'visitor') => Array.from({ length: count }, (_, i) => `${prefix}-${i}`)

const variant = (key: string, weight: number, extra: Partial<PublicExperiment<string>['variants'][number]> = {}) => ({
  key,
  weight,
  settings: {},
  langs: {},
  popups: null,
  ...extra,
})

describe('bucketing', () => {
  it('gives one visitor the same bucket every time, in [0, 1)', () => {
    for (const id of ids(200)) {
      const bucket = bucketOf('hero-cta', id)
      expect(bucket).toBeGreaterThanOrEqual(0)
      expect(bucket).toBeLessThan(1)
      expect(bucketOf('hero-cta', id)).toBe(bucket)
    }
  })

  it('is a fixed function of experiment and id (the browser computes the same number)', () => {
    // SHA-256("a:b") starts 6783a31eabf6 (node:crypto agrees): pinned so a change of hash or byte order shows.
    expect(bucketOf('hero-cta', 'visitor-1')).not.toBe(bucketOf('hero-cta', 'visitor-2'))
    expect(bucketOf('hero-cta', 'visitor-1')).not.toBe(bucketOf('other', 'visitor-1'))
    expect(bucketOf('a', 'b')).toBe(0x6783a31eabf6 / 2 ** 48)
  })

  it.each([
    { weights: [50, 50], name: 'even split' },
    { weights: [90, 10], name: '90/10' },
    { weights: [1, 1, 2], name: 'three ways' },
    { weights: [30, 0, 70], name: 'a 0-weight variant in the middle' },
  ])('$name: 100,000 visitors land within 1 % of the weights', ({ weights }) => {
    const variants = weights.map((weight, i) => ({ key: `v${i}`, weight }))
    const counts = new Map<string, number>()
    const visitors = ids(100_000)
    for (const id of visitors) {
      const key = assignVariant('distribution', variants, id)
      counts.set(String(key), (counts.get(String(key)) ?? 0) + 1)
    }
    const total = weights.reduce((a, b) => a + b, 0)
    weights.forEach((weight, i) => {
      const share = (counts.get(`v${i}`) ?? 0) / visitors.length
      expect(Math.abs(share - weight / total)).toBeLessThan(0.01)
    })
  })

  it('never assigns a 0-weight variant, and nobody when every weight is 0 or invalid', () => {
    const variants = [
      { key: 'off', weight: 0 },
      { key: 'on', weight: 5 },
      { key: 'broken', weight: -3 },
      { key: 'nan', weight: Number.NaN },
    ]
    for (const id of ids(2000)) expect(assignVariant('zero', variants, id)).toBe('on')
    expect(assignVariant('zero', [{ key: 'a', weight: 0 }], 'x')).toBeNull()
    expect(assignVariant('zero', [], 'x')).toBeNull()
  })

  it('keeps every visitor in place when an unrelated experiment is added', () => {
    const hero = { name: 'hero-cta', variants: [variant('control', 50), variant('bold', 50)] }
    const other = { name: 'calculator-term', variants: [variant('24', 1), variant('48', 1)] }
    for (const id of ids(1000)) {
      const alone = assignVisitor([hero], id).exposures
      const together = assignVisitor([other, hero], id).exposures
      expect(together.find((entry) => entry.experiment === 'hero-cta')).toEqual(alone[0])
    }
  })

  it('moves only the visitors of the changed range when a weight changes (ranges are cumulative)', () => {
    const before = [{ key: 'a', weight: 50 }, { key: 'b', weight: 50 }]
    const after = [{ key: 'a', weight: 50 }, { key: 'b', weight: 50 }, { key: 'c', weight: 0 }]
    for (const id of ids(1000)) expect(assignVariant('e', after, id)).toBe(assignVariant('e', before, id))
  })
})

describe('running and start-up mode', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  it.each([
    { schedule: { status: 'running' }, running: true },
    { schedule: { status: 'draft' }, running: false },
    { schedule: { status: 'stopped' }, running: false },
    { schedule: { status: 'running', startsAt: '2026-11-27T00:00:00Z' }, running: false },
    { schedule: { status: 'running', startsAt: '2026-11-26T12:00:00Z' }, running: true },
    { schedule: { status: 'running', endsAt: '2026-11-26T12:00:00Z' }, running: false },
    { schedule: { status: 'running', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, running: true },
    { schedule: { status: 'running', startsAt: null, endsAt: null }, running: true },
  ])('$schedule → running $running', ({ schedule, running }) => {
    expect(isRunning(schedule, now)).toBe(running)
  })

  it('starts synchronously with no experiment and asynchronously with any', () => {
    expect(initModeOf([])).toBe('sync')
    expect(initModeOf(['hero-cta'])).toBe('async')
  })
})

describe('settings overrides', () => {
  it.each([
    { value: null, errors: [] },
    { value: { calculator: { financeTerm: { default: 48 } } }, errors: [] },
    { value: { unlockPrice: { used: true } }, errors: ['"unlockPrice.used" is not a setting an experiment may change.'] },
    { value: { financeDefaults: { term: 60, creditScore: 700 } }, errors: [] },
    { value: [], errors: ['Settings must be a JSON object such as {"calculator": {"financeTerm": {"default": 48}}}.'] },
    { value: { dealership: { email: 'x@y.z' } }, errors: ['"dealership.email" is not a setting an experiment may change.'] },
    { value: { calculator: { financeTerm: { max: 96 } } }, errors: ['"calculator.financeTerm.max" is not a setting an experiment may change.'] },
    { value: { calculator: { financeTerm: { default: '48' } } }, errors: ['"calculator.financeTerm.default" must be a number.'] },
    {
      value: { calculator: { creditScore: { default: 900 } } },
      errors: [`"calculator.creditScore.default" must be between ${CALCULATOR.creditScore.min} and ${CALCULATOR.creditScore.max}.`],
    },
    { value: { financeDefaults: { term: [48] } }, errors: ['"financeDefaults.term" must be a number.'] },
  ])('$value → $errors', ({ value, errors }) => {
    expect(settingsErrors(value)).toEqual(errors)
  })

  it('merges deeply: the override replaces one leaf, its siblings and the input stay', () => {
    const base = {
      calculator: { financeTerm: { min: 12, max: 72, step: 12, default: 24 }, leaseTerm: { default: 39 } },
      unlockPrice: { new: false, used: false },
      dealership: { name: 'Store' },
    }
    const copy = structuredClone(base)
    const merged = mergeSettings(base, { 'calculator.financeTerm.default': 48, 'financeDefaults.term': 60 })
    expect(merged).toEqual({
      calculator: { financeTerm: { min: 12, max: 72, step: 12, default: 48 }, leaseTerm: { default: 39 } },
      unlockPrice: { new: false, used: false },
      dealership: { name: 'Store' },
      financeDefaults: { term: 60 },
    })
    expect(base).toEqual(copy)
  })

  it('applies only allow-listed, valid values whatever reaches it', () => {
    const base = { dealership: { email: 'sales@store.test' }, financeDefaults: { term: 72 } }
    const merged = mergeSettings(base, {
      'dealership.email': 1,
      'financeDefaults.term': 999,
      'unlockPrice.new': 1,
      'calculator.leaseTerm.default': 36,
    })
    expect(merged).toEqual({
      dealership: { email: 'sales@store.test' },
      financeDefaults: { term: 72 },
      calculator: { leaseTerm: { default: 36 } },
    })
    expect(parseSettingsOverrides({ dealership: { email: 'x' }, financeDefaults: { term: 48 } })).toEqual({
      'financeDefaults.term': 48,
    })
  })
})

describe('text overrides (langs)', () => {
  const unknown = (key: string) =>
    `"${key}" is not a text of the site's forms (write the English text exactly as the page shows it).`

  it('knows the texts the forms pass to tr(), and nothing else', () => {
    expect(OVERRIDABLE_TEXTS.has('Send message')).toBe(true)
    expect(OVERRIDABLE_TEXTS.has('Schedule a test drive')).toBe(true)
    expect(OVERRIDABLE_TEXTS.has('pages.not-found-page.title')).toBe(false)
    expect(OVERRIDABLE_TEXTS.has('send message')).toBe(false)
  })

  it.each([
    { key: 'Send message', english: 'Send message' },
    { key: 'es:Send message', english: 'Send message' },
    { key: 'fr:Send message', english: 'fr:Send message' },
  ])('$key names the English text $english', ({ key, english }) => {
    expect(englishOfKey(key)).toBe(english)
  })

  it.each([
    { value: undefined, errors: [] },
    { value: null, errors: [] },
    { value: { 'Send message': 'Get my answer' }, errors: [] },
    { value: { 'es:Send message': 'Quiero mi respuesta' }, errors: [] },
    { value: 'text', errors: ['Texts must be a JSON object of site text → new text, e.g. {"Send message": "Get my answer"}.'] },
    { value: ['Send message'], errors: ['Texts must be a JSON object of site text → new text, e.g. {"Send message": "Get my answer"}.'] },
    { value: { 'pages.not-found-page.title': 'x' }, errors: [unknown('pages.not-found-page.title')] },
    { value: { 'fr:Send message': 'x' }, errors: [unknown('fr:Send message')] },
    { value: { 'Send message': '  ' }, errors: ['"Send message" needs a text.'] },
    { value: { 'Send message': 3 }, errors: ['"Send message" needs a text.'] },
    { value: { 'Send message': 'x'.repeat(501) }, errors: ['"Send message" is longer than 500 characters.'] },
    { value: { 'Send message': 'x'.repeat(500) }, errors: [] },
  ])('$value → $errors', ({ value, errors }) => {
    expect(langsErrors(value, OVERRIDABLE_TEXTS)).toEqual(errors)
  })

  it('keeps the well-formed entries; with the known texts, only those', () => {
    const stored = { 'Send message': 'Go', 'es:Send message': 'Ya', Nope: 'x', Close: '', Back: 7 }
    expect(parseLangOverrides(stored)).toEqual({ 'Send message': 'Go', 'es:Send message': 'Ya', Nope: 'x' })
    expect(parseLangOverrides(stored, OVERRIDABLE_TEXTS)).toEqual({ 'Send message': 'Go', 'es:Send message': 'Ya' })
    expect(parseLangOverrides('x')).toEqual({})
  })

  const overrides = { 'Send message': 'Go', 'es:Send message': 'Ya', Close: 'Shut' }
  it.each([
    { locale: 'en', english: 'Send message', expected: 'Go' },
    { locale: 'es', english: 'Send message', expected: 'Ya' },
    { locale: 'en', english: 'Close', expected: 'Shut' },
    { locale: 'es', english: 'Close', expected: undefined },
    { locale: 'en', english: 'Back', expected: undefined },
  ])('a $locale page shows $expected for "$english"', ({ locale, english, expected }) => {
    expect(overrideFor(overrides, english, locale)).toBe(expected)
  })

  it('an English override never shows on a Spanish page', () => {
    expect(overrideFor({ 'Send message': 'Go' }, 'Send message', 'es')).toBeUndefined()
  })
})

describe('assignment and popups', () => {
  const experiments: PublicExperiment<string>[] = [
    {
      name: 'b-popups',
      variants: [variant('none', 1, { popups: [] }), variant('timer', 1, { popups: ['timer-popup'] })],
    },
    {
      name: 'a-terms',
      variants: [
        variant('short', 1, { settings: { 'financeDefaults.term': 36 }, langs: { 'Send message': 'A' } }),
        variant('long', 1, { settings: { 'financeDefaults.term': 84 } }),
      ],
    },
  ]

  it('collects one exposure per experiment in name order and merges the overrides', () => {
    for (const id of ids(200)) {
      const assignment = assignVisitor(experiments, id)
      expect(assignment.exposures.map((entry) => entry.experiment)).toEqual(['a-terms', 'b-popups'])
      const terms = assignment.exposures[0].variant
      expect(assignment.settings).toEqual({ 'financeDefaults.term': terms === 'short' ? 36 : 84 })
      expect(assignment.langs).toEqual(terms === 'short' ? { 'Send message': 'A' } : {})
      expect(assignment.popups).toEqual(assignment.exposures[1].variant === 'none' ? [] : ['timer-popup'])
    }
  })

  it('replaces the site popups only when a variant has a list (an empty list hides them all)', () => {
    const site = ['unlock-inventory']
    expect(applyPopupOverrides(site, null)).toBe(site)
    expect(applyPopupOverrides(site, { popups: null })).toBe(site)
    expect(applyPopupOverrides(site, { popups: [] })).toEqual([])
    expect(applyPopupOverrides(site, { popups: ['timer-popup'] })).toEqual(['timer-popup'])
  })

  it('a later experiment name wins a setting both override', () => {
    const both: PublicExperiment<string>[] = [
      { name: 'z-last', variants: [variant('only', 1, { settings: { 'financeDefaults.term': 60 } })] },
      { name: 'a-first', variants: [variant('only', 1, { settings: { 'financeDefaults.term': 36 } })] },
    ]
    expect(assignVisitor(both, 'v').settings).toEqual({ 'financeDefaults.term': 60 })
  })
})

describe('exposure cookie', () => {
  const running = [
    { name: 'hero-cta', variants: [{ key: 'control', weight: 1 }, { key: 'bold', weight: 1 }] },
    { name: 'calc', variants: [{ key: 'a', weight: 1 }, { key: 'b', weight: 0 }] },
  ]
  const visitor = 'visitor-7'
  const truth = (name: string) => String(assignVariant(name, running.find((e) => e.name === name)?.variants ?? [], visitor))

  it('round-trips and refuses malformed values', () => {
    const cookie = serializeExposures([{ experiment: 'hero-cta', variant: 'bold' }])
    expect(parseExposureCookie(cookie)).toEqual([{ experiment: 'hero-cta', variant: 'bold' }])
    for (const bad of ['', 'not json', '{}', '[{"experiment":"Hero CTA","variant":"x"}]', '[{"experiment":"a"}]']) {
      expect(parseExposureCookie(bad)).toEqual([])
    }
    const many = Array.from({ length: 21 }, (_, i) => ({ experiment: `e${i}`, variant: 'a' }))
    expect(parseExposureCookie(JSON.stringify(many))).toEqual([])
  })

  it('keeps only running experiments with the variant this visitor buckets into', () => {
    const forged = truth('hero-cta') === 'bold' ? 'control' : 'bold'
    const cookie = serializeExposures([
      { experiment: 'hero-cta', variant: forged },
      { experiment: 'calc', variant: truth('calc') },
      { experiment: 'stopped-one', variant: 'a' },
    ])
    expect(verifyExposures(cookie, running, visitor)).toEqual([{ experiment: 'calc', variant: 'a' }])
    const honest = serializeExposures([{ experiment: 'hero-cta', variant: truth('hero-cta') }])
    expect(verifyExposures(honest, running, visitor)).toEqual([{ experiment: 'hero-cta', variant: truth('hero-cta') }])
  })

  it('refuses a 0-weight variant, a repeated experiment and any claim without a visitor id', () => {
    expect(verifyExposures(serializeExposures([{ experiment: 'calc', variant: 'b' }]), running, visitor)).toEqual([])
    const twice = serializeExposures([
      { experiment: 'calc', variant: 'a' },
      { experiment: 'calc', variant: 'a' },
    ])
    expect(verifyExposures(twice, running, visitor)).toHaveLength(1)
    expect(verifyExposures(serializeExposures([{ experiment: 'calc', variant: 'a' }]), running, undefined)).toEqual([])
  })
})
