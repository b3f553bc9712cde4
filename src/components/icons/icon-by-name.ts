import type { ComponentType, SVGProps } from 'react'

import { oncePerKey } from '@/lib/diagnostics/once-per-key'

import { CarIcon, DollarIcon, LockIcon, QuestionIcon, ShieldCheckIcon, SwapIcon, WrenchIcon } from './icons'

type Icon = ComponentType<SVGProps<SVGSVGElement>>

// The names editors type in an icon field (Heroicons spellings, as the seed uses, and the short ones).
const ICONS_BY_NAME: Readonly<Record<string, Icon>> = {
  car: CarIcon,
  'credit-card': DollarIcon,
  dollar: DollarIcon,
  'arrows-right-left': SwapIcon,
  swap: SwapIcon,
  wrench: WrenchIcon,
  'shield-check': ShieldCheckIcon,
  shield: ShieldCheckIcon,
  'lock-closed': LockIcon,
  lock: LockIcon,
}

/** The names iconByName knows. */
export const ICON_NAMES = Object.keys(ICONS_BY_NAME)

// A mistyped name would otherwise repeat on every render of every page that shows it.
const warnOnce = oncePerKey((message) => console.warn(message))

/**
 * An icon by the name an editor typed. An unknown name shows the question mark in a circle and says so in the
 * console, once per name, in development and production alike; no name at all is the question mark, silently.
 */
export function iconByName(name: string | null | undefined): Icon {
  if (!name) return QuestionIcon
  if (Object.hasOwn(ICONS_BY_NAME, name)) return ICONS_BY_NAME[name]
  warnOnce(name, `Unknown icon name "${name}": showing a question mark instead. Known names: ${ICON_NAMES.join(', ')}.`)
  return QuestionIcon
}
