import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import type { HelpCategory } from '@/lib/articles/help-center-queries'

import { HelpIcon } from './help-icon'

/** The help center's topics as cards: icon, name (the link; the whole card is its target) and description. */
export function HelpCategoryGrid({ categories }: { categories: readonly HelpCategory[] }) {
  if (categories.length === 0) return <p className="text-ink-700">Help topics will appear here soon.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((category) => (
        <li
          key={category.id}
          className="relative flex gap-4 rounded-xl border border-line p-5 focus-within:ring-3 focus-within:ring-brand-600 hover:border-brand-700"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
            <HelpIcon name={category.icon} className="size-6" />
          </span>
          <div>
            <h2 className="text-lg font-bold text-ink-900">
              <Link href={category.path} className="after:absolute after:inset-0 focus:outline-none">
                {category.name}
              </Link>
            </h2>
            {category.description && <p className="mt-1 text-ink-700">{category.description}</p>}
          </div>
        </li>
      ))}
    </ul>
  )
}
