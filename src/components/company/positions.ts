/** What the position list needs of an opening. */
export type OpeningChoice = { id: string; slug: string; title: string; locationName: string | null }

/** The position of an application that names no opening; also what an empty openings list offers. */
export const GENERAL_APPLICATION = 'General application'

/**
 * The position an opening is applied for as the recruiter reads it in the lead: the title and, since one title
 * can be open at several stores, the location ('Sales Consultant – Rockford, IL').
 */
export function positionOf(opening: OpeningChoice): string {
  return opening.locationName ? `${opening.title} – ${opening.locationName}` : opening.title
}

/** The careers form's position options: each opening, then the general application. */
export function positionOptions(openings: readonly OpeningChoice[]): { value: string; label: string }[] {
  const options = openings.map((opening) => ({ value: positionOf(opening), label: positionOf(opening) }))
  const unique = options.filter((option, index) => options.findIndex((o) => o.value === option.value) === index)
  return [...unique, { value: GENERAL_APPLICATION, label: GENERAL_APPLICATION }]
}

/** The opening a position names, for the lead's jobOpeningId; undefined for the general application. */
export function openingOfPosition(openings: readonly OpeningChoice[], position: string): OpeningChoice | undefined {
  return openings.find((opening) => positionOf(opening) === position)
}

/** The link target of an opening's "Apply" link; the careers form picks the opening when the hash names it. */
export function applyHash(slug: string): string {
  return `#apply-${slug}`
}

/** The opening an `#apply-{slug}` hash names, if any. */
export function openingOfHash(openings: readonly OpeningChoice[], hash: string): OpeningChoice | undefined {
  if (!hash.startsWith('#apply-')) return undefined
  const slug = decodeURIComponent(hash.slice('#apply-'.length))
  return openings.find((opening) => opening.slug === slug)
}
