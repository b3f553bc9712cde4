import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import type { QuickActionsBlock } from '@/payload-types'

import { BlockIcon } from './block-icon'

/** The quick-action cards under the hero (SPEC home: pre-approval, value trade, schedule service). */
export function QuickActions({ cards }: { cards: QuickActionsBlock['cards'] }) {
  return (
    <nav aria-label="Quick actions" className="mx-auto max-w-7xl px-4 pt-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ id, title, text, href, icon }) => (
          <li key={id ?? href}>
            <Link
              href={href}
              className="flex h-full gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
            >
              <BlockIcon name={icon} className="size-8 shrink-0 text-brand-700" />
              <span>
                <span className="block font-bold text-ink-900">{title}</span>
                {text && <span className="mt-1 block text-sm text-ink-600">{text}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
