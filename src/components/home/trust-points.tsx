import { ShieldCheckIcon } from '@/components/icons/icons'

// SPEC section 1 marketing claims; static copy until a content block models them.
const POINTS = [
  { title: '75-point inspection', text: 'Every vehicle is inspected before it reaches the lot.' },
  { title: 'Free vehicle history report', text: 'Know the story of the car before you buy it.' },
  { title: '3-day exchange policy', text: 'Changed your mind? Exchange your vehicle within 3 days.' },
  { title: '30-day price match', text: 'Find the same car for less within 30 days and we match it.' },
]

/** Why-buy-here list: inspection, history report, exchange policy, price match. */
export function TrustPoints() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {POINTS.map((point) => (
        <li key={point.title} className="flex gap-3 rounded-xl bg-surface p-5">
          <ShieldCheckIcon className="size-6 shrink-0 text-accent-700" />
          <div>
            <p className="font-bold text-ink-900">{point.title}</p>
            <p className="mt-1 text-sm text-ink-600">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}
