import type { Staff } from '@/payload-types'

/** The staff departments in the order the team page lists them, with their headings (SPEC: Sales or Service). */
export const DEPARTMENTS: readonly { value: Staff['department']; label: string }[] = [
  { value: 'sales', label: 'Sales' },
  { value: 'service', label: 'Service' },
]

/** A department's label ('sales' → 'Sales'). */
export function departmentLabel(value: Staff['department']): string {
  return DEPARTMENTS.find((department) => department.value === value)?.label ?? value
}
