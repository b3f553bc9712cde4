import type { SVGProps } from 'react'

import { CarIcon, DollarIcon, ShieldCheckIcon, SwapIcon, WrenchIcon } from '@/components/icons/icons'

type IconProps = SVGProps<SVGSVGElement>

const base: IconProps = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
}

/** Padlock, for privacy topics. */
function LockIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

/** Question mark in a circle: the fallback for icon names the set does not know. */
function QuestionIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17h.01" />
    </svg>
  )
}

// The names editors type in a category's icon field (Heroicons spellings, as the seed uses).
const ICONS: Record<string, (props: IconProps) => React.JSX.Element> = {
  car: CarIcon,
  'credit-card': DollarIcon,
  dollar: DollarIcon,
  'arrows-right-left': SwapIcon,
  swap: SwapIcon,
  wrench: WrenchIcon,
  'shield-check': ShieldCheckIcon,
  'lock-closed': LockIcon,
  lock: LockIcon,
}

/** A help-center category's icon by name; unknown or empty names show a question mark. Decorative. */
export function HelpIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || QuestionIcon
  return <Icon className={className} />
}
