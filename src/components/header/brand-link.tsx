import { CarIcon } from '@/components/icons/icons'
import { IntentLink } from '@/components/links/intent-link.client'

/** Shown until an editor fills in the dealership name in store settings. */
const FALLBACK_NAME = 'Dealership'

/** The dealership name with its mark, linking home (the Spanish home on Spanish pages). */
export function BrandLink({ name, href = '/' }: { name: string | null; href?: string }) {
  return (
    <IntentLink href={href} className="flex min-h-11 items-center gap-2 rounded-md text-lg font-bold text-ink-900">
      <span className="grid size-9 place-items-center rounded-md bg-brand-700 text-white">
        <CarIcon className="size-6" />
      </span>
      <span className="leading-tight">{name ?? FALLBACK_NAME}</span>
    </IntentLink>
  )
}
