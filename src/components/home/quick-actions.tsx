import Link from 'next/link'
import type { ComponentType, SVGProps } from 'react'

import { DollarIcon, SwapIcon, WrenchIcon } from '@/components/icons/icons'

type QuickAction = {
  title: string
  text: string
  href: string
  Icon: ComponentType<SVGProps<SVGSVGElement>>
}

// SPEC home: pre-approval, value trade, schedule service. Service links to /service while scheduling is off.
const ACTIONS: QuickAction[] = [
  {
    title: 'Get pre-approved',
    text: 'Check your rate online in under a minute with no impact on your credit score.',
    href: '/auto-financing/apply-for-financing',
    Icon: DollarIcon,
  },
  {
    title: 'Value your trade',
    text: 'Get an instant offer in about 60 seconds, valid for 7 days, with same-day payout.',
    href: '/sell-trade-my-car',
    Icon: SwapIcon,
  },
  {
    title: 'Schedule service',
    text: 'Book maintenance or repairs with our service team, backed by a lifetime parts and labour warranty.',
    href: '/service',
    Icon: WrenchIcon,
  },
]

/** The three quick-action cards under the hero. */
export function QuickActions() {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {ACTIONS.map(({ title, text, href, Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full gap-4 rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
            >
              <Icon className="size-8 shrink-0 text-brand-700" />
              <span>
                <span className="block font-bold text-ink-900">{title}</span>
                <span className="mt-1 block text-sm text-ink-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
