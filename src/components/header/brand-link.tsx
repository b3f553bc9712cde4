import { CarIcon } from '@/components/icons/icons'
import { IntentLink } from '@/components/links/intent-link.client'

/** Shown until an editor fills in the dealership name in store settings. */
const FALLBACK_NAME = 'Dealership'

/**
 * The dealership name with its mark, linking home (the Spanish home on Spanish pages). On phones the name is one
 * size smaller so a usual name stays on one line beside the call button; a very long one wraps instead of pushing
 * the page wider.
 */
export function BrandLink({ name, href = '/' }: { name: string | null; href?: string }) {
  return (
    <IntentLink href={href} className="flex min-h-11 min-w-0 items-center gap-2 rounded-md text-base font-bold text-ink-900 sm:text-lg">
      <span className="grid size-9 shrink-0 place-items-center rounded-md bg-brand-700 text-white">
        <CarIcon className="size-6" />
      </span>
      <span className="min-w-0 break-words leading-tight">{name ?? FALLBACK_NAME}</span>
    </IntentLink>
  )
}
