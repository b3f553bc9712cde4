import type { SVGProps } from 'react'

import {
  CarIcon,
  DollarIcon,
  LockIcon,
  QuestionIcon,
  ShieldCheckIcon,
  SwapIcon,
  WrenchIcon,
} from '@/components/icons/icons'

type IconProps = SVGProps<SVGSVGElement>

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
