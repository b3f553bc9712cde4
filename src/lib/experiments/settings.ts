/**
 * The store settings a variant may override (an experiment's `settings` are merged into the public
 * config). An allow-list, not the whole settings global: recipients, fees and hours must never change per visitor,
 * and every value is checked against the same bounds the calculator sliders have. Only settings the browser
 * applies are listed: the payment calculator's defaults. The unlock-price flags are not: whether a price is in the
 * page is decided on the server for the cached HTML, so a per-visitor flag could hide a price but never reveal
 * one. Pure.
 */
import { CALCULATOR } from '@/lib/settings/defaults'

type Rule = { type: 'number'; min: number; max: number }

const sliderDefaults = Object.fromEntries(
  Object.entries(CALCULATOR).map(([name, bounds]) => [
    `calculator.${name}.default`,
    { type: 'number', min: bounds.min, max: bounds.max } satisfies Rule,
  ]),
)

/** Dotted path in the store-settings global → what value it may take. */
export const SETTING_OVERRIDES: Readonly<Record<string, Rule>> = {
  ...sliderDefaults,
  'calculator.cashDown.defaultPercent': { type: 'number', min: 0, max: 100 },
  'financeDefaults.creditScore': { type: 'number', min: 300, max: CALCULATOR.creditScore.max },
  'financeDefaults.term': { type: 'number', min: CALCULATOR.financeTerm.min, max: 84 },
  'financeDefaults.leaseTerm': { type: 'number', min: CALCULATOR.leaseTerm.min, max: 48 },
  'financeDefaults.leaseMileage': { type: 'number', min: CALCULATOR.leaseMiles.min, max: 20000 },
}

/** Checked overrides as dotted path → value (what merging applies). */
export type SettingsOverrides = Record<string, number>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Leaf values of a nested JSON object by dotted path ({"a":{"b":1}} → a.b = 1). */
export function flattenJson(value: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(value).flatMap(([key, child]) =>
    isRecord(child) ? flattenJson(child, `${prefix}${key}.`) : [[`${prefix}${key}`, child] as [string, unknown]],
  )
}

function ruleError(path: string, rule: Rule, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `"${path}" must be a number.`
  if (value < rule.min || value > rule.max) return `"${path}" must be between ${rule.min} and ${rule.max}.`
  return null
}

/** Every problem of a variant's settings JSON (unknown keys, wrong types, out of bounds); [] when it is fine. */
export function settingsErrors(value: unknown): string[] {
  if (value === null || value === undefined) return []
  if (!isRecord(value)) {
    return ['Settings must be a JSON object such as {"calculator": {"financeTerm": {"default": 48}}}.']
  }
  return flattenJson(value).flatMap(([path, leaf]) => {
    const rule = SETTING_OVERRIDES[path]
    if (!rule) return [`"${path}" is not a setting an experiment may change.`]
    const error = ruleError(path, rule, leaf)
    return error ? [error] : []
  })
}

/** The allowed, well-formed overrides of a settings JSON; anything else is dropped (defence for stored values). */
export function parseSettingsOverrides(value: unknown): SettingsOverrides {
  if (!isRecord(value)) return {}
  const out: SettingsOverrides = {}
  for (const [path, leaf] of flattenJson(value)) {
    const rule = SETTING_OVERRIDES[path]
    if (rule && !ruleError(path, rule, leaf) && typeof leaf === 'number') out[path] = leaf
  }
  return out
}

function withPath(node: unknown, parts: readonly string[], value: number): unknown {
  if (parts.length === 0) return value
  const [head, ...rest] = parts
  const base = isRecord(node) ? node : {}
  return { ...base, [head]: withPath(base[head], rest, value) }
}

/**
 * The public config with a variant's overrides merged in (deep: siblings of an overridden value stay). Only
 * allow-listed paths are applied, whatever the overrides object holds. The input is never mutated.
 */
export function mergeSettings<T extends object>(base: T, overrides: SettingsOverrides): T {
  let merged: unknown = base
  for (const [path, value] of Object.entries(overrides)) {
    if (!SETTING_OVERRIDES[path] || ruleError(path, SETTING_OVERRIDES[path], value)) continue
    merged = withPath(merged, path.split('.'), value)
  }
  // Only allow-listed leaves of the settings' own shape were written, so the type still holds.
  return merged as T
}
