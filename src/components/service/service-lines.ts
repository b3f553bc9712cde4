/** The common jobs a visitor can tick; each becomes a repair order line (op_code, name) with its name. */
export const SERVICE_CHOICES = [
  'Oil and filter change',
  'Tire rotation',
  'Brake inspection',
  'Battery test',
  'Check engine light',
  'Multi-point inspection',
] as const
