import type { ComponentType, SVGProps } from 'react'

import { CarIcon, DollarIcon, ShieldCheckIcon, SwapIcon, WrenchIcon } from '@/components/icons/icons'

/** The icon names a CMS block can pick (src/blocks/shared/fields.ts ICON_OPTIONS). */
export type BlockIconName = 'dollar' | 'swap' | 'wrench' | 'shield' | 'car'

const ICONS: Record<BlockIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  dollar: DollarIcon,
  swap: SwapIcon,
  wrench: WrenchIcon,
  shield: ShieldCheckIcon,
  car: CarIcon,
}

/** A decorative icon chosen in the CMS; the shield when none is set. */
export function BlockIcon({ name, className }: { name: BlockIconName | null | undefined; className: string }) {
  const Icon = ICONS[name ?? 'shield']
  return <Icon className={className} />
}
