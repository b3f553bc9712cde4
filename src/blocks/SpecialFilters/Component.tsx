import Link from 'next/link'

import { ArrowRightIcon } from '@/components/icons/icons'
import { HomeSection } from '@/components/home/home-section'
import type { SpecialFiltersBlock } from '@/payload-types'

import { specialFilterHref } from './filter-href'

/** Tiles linking to the inventory's special filter paths (price drops, premium upgrades, under $20K, …). */
export function SpecialFiltersComponent({ block, anchor }: { block: SpecialFiltersBlock; anchor: string }) {
  return (
    <HomeSection id={anchor} title={block.title} intro={block.intro ?? undefined}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.filters.map((item) => (
          <li key={item.id ?? item.filter}>
            <Link
              href={specialFilterHref(item.filter)}
              className="flex h-full flex-col rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
            >
              <span className="flex items-center justify-between gap-2 font-bold text-ink-900">
                {item.label}
                <ArrowRightIcon className="size-5 shrink-0 text-brand-700" />
              </span>
              {item.description && <span className="mt-1 text-sm text-ink-600">{item.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
