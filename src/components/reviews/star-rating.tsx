import type { CSSProperties } from 'react'

/**
 * Five stars filled to `value` (halves and tenths too). One element per rating: the stars are a CSS mask
 * (`.star-rating` in globals.css) over a two-colour gradient split at the rating, rather than ten SVGs, because the
 * home page shows nine reviews plus the overall rating and every element is sent twice (HTML and the React payload)
 * and hydrated. The picture is hidden from screen readers' view of its parts; the label says the number.
 */
export function StarRating({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (value / 5) * 100))
  const style = { '--rating': `${percent}%` } as CSSProperties
  return <span role="img" aria-label={label} className="star-rating" style={style} />
}
