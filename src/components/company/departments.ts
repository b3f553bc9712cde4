import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Staff } from '@/payload-types'

/** The staff departments in the order the team page lists them, with their headings (SPEC: Sales or Service). */
export const DEPARTMENTS: readonly { value: Staff['department']; label: string }[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
]

/** A department's label ('sales' → 'Sales'). */
export function departmentLabel(value: Staff['department'], locale: Locale = DEFAULT_LOCALE): string {
  if (value === 'sales' || value === 'service') return t(`content.team.${value}`, locale)
  return DEPARTMENTS.find((department) => department.value === value)?.label ?? value
}
