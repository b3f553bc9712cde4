/** Form events a lead comes from; email routing in store settings is keyed by the same values. */
export const LEAD_EVENTS = [
  { label: 'Unlock inventory', value: 'UNLOCK_INVENTORY' },
  { label: 'Unlock price', value: 'UNLOCK_PRICE' },
  { label: 'Schedule test drive', value: 'SCHEDULE_TEST_DRIVE' },
  { label: 'Sell or trade', value: 'SELL_OR_TRADE' },
  { label: 'Contact', value: 'CONTACT' },
  { label: 'Message to staff member', value: 'STAFF_MEMBER' },
  { label: 'Careers', value: 'CAREERS' },
  { label: 'Apply for financing', value: 'APPLY_FINANCING' },
  { label: 'Full credit application', value: 'FULL_CREDIT_APP' },
  { label: 'Service', value: 'SERVICE' },
] as const

/** The admin label of an event value, or the value itself when unknown. */
export function leadEventLabel(value: string | null | undefined): string {
  return LEAD_EVENTS.find((event) => event.value === value)?.label ?? value ?? 'Lead'
}
