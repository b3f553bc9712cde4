import type { HoursInput } from '@/lib/settings/hours'
import type { Locale } from '@/lib/i18n/locales'
import { hoursLines } from '@/lib/settings/hours-display'

/** Weekly hours as a description list ('Monday – Friday: 10:00 AM – 7:00 PM'); nothing when none are set. */
export function HoursList({ rows, locale }: { rows: readonly HoursInput[] | null | undefined; locale?: Locale }) {
  const lines = hoursLines(rows, locale)
  if (lines.length === 0) return null
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {lines.map((line) => (
        <div key={line.days} className="contents">
          <dt className="text-ink-600">{line.days}</dt>
          <dd className="font-medium text-ink-900">{line.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
