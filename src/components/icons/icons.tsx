import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>

/** Shared SVG defaults: decorative, sized by the caller's class, stroked in the current text colour. */
function baseProps(props: IconProps): IconProps {
  return {
    'aria-hidden': true,
    focusable: false,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    ...props,
  }
}

/** Telephone handset. */
export function PhoneIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z" />
    </svg>
  )
}

/** Three-bar menu toggle. */
export function MenuIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

/** Close cross. */
export function CloseIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

/** A square filling the frame: make a dialog fill the screen. */
export function MaximizeIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <rect x="4" y="4" width="16" height="16" rx="1" />
    </svg>
  )
}

/** Two overlapping squares: bring a filled-screen dialog back to its size. */
export function RestoreIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <rect x="4" y="8" width="12" height="12" rx="1" />
      <path d="M8 8V4h12v12h-4" />
    </svg>
  )
}

/** Four arrows from the centre: the handle that moves a dialog. */
export function MoveIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
    </svg>
  )
}

/** Downward chevron for disclosure buttons. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

/** Rightward arrow for call-to-action links. */
export function ArrowRightIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </svg>
  )
}

/** Side view of a car, the brand mark and the fallback picture. */
export function CarIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M3 16v-3l2-5h11l3 5h2v3h-2" />
      <path d="M9 16h6" />
      <circle cx="7" cy="16.5" r="2" />
      <circle cx="17" cy="16.5" r="2" />
    </svg>
  )
}

/** Shield with a tick, for warranty and inspection claims. */
export function ShieldCheckIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Z" />
      <path d="m9 12 2 2 4-4" />
    </svg>
  )
}

/** Dollar coin, for financing. */
export function DollarIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 9.5c0-1.4-1.3-2.5-3-2.5s-3 1-3 2.4c0 3.3 6 1.8 6 5.1 0 1.4-1.3 2.5-3 2.5s-3-1.1-3-2.5M12 5.5v13" />
    </svg>
  )
}

/** Two arrows in a loop, for trade-ins. */
export function SwapIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M7 4 3 8l4 4M3 8h13a5 5 0 0 1 0 10h-2M17 20l4-4-4-4" />
    </svg>
  )
}

/** Spanner, for service. */
export function WrenchIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />
    </svg>
  )
}

/** Padlock, for privacy topics. */
export function LockIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  )
}

/** Question mark in a circle: the fallback for icon names the set does not know (icon-by-name.ts). */
export function QuestionIcon(props: IconProps) {
  return (
    <svg {...baseProps(props)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14" />
      <path d="M12 17h.01" />
    </svg>
  )
}
