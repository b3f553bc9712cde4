const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z'

function Stars({ className }: { className: string }) {
  return (
    <span className={`flex ${className}`}>
      {Array.from({ length: 5 }, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor" aria-hidden="true">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  )
}

/**
 * Five stars filled to `value` (halves and tenths too, by clipping a filled row over an empty one). The picture is
 * hidden from screen readers; the label says the number.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  return (
    <span role="img" aria-label={label} className="relative inline-flex">
      <Stars className="text-slate-300" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <Stars className="text-amber-500" />
      </span>
    </span>
  )
}
