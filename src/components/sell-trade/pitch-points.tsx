import type { SellTradePage } from '@/payload-types'

/** The pitch points under the heading (instant offer in about 60 seconds, valid 7 days, same-day payout). */
export function PitchPoints({ points }: { points: NonNullable<SellTradePage['pitch']> }) {
  if (points.length === 0) return null
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-3">
      {points.map((point) => (
        <li key={point.id ?? point.title} className="rounded-xl border border-line bg-surface p-4">
          <p className="font-bold text-ink-900">{point.title}</p>
          {point.text && <p className="mt-1 text-sm text-ink-700">{point.text}</p>}
        </li>
      ))}
    </ul>
  )
}
