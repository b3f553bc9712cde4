import { PhoneIcon } from '@/components/icons/icons'
import { telHref } from '@/lib/phone/tel'

type PhoneLinkProps = {
  phone: string
  /** What the call is for, read before the number by screen readers. */
  label?: string
  /** Icon only below 1024px (the header's tight space); the number is still read out. */
  compact?: boolean
}

/** Click-to-call link showing the number (or, compact, only an icon on narrow screens). */
export function PhoneLink({ phone, label = 'Call', compact = false }: PhoneLinkProps) {
  return (
    <a
      href={telHref(phone)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 whitespace-nowrap rounded-md px-2 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <PhoneIcon className="size-5 shrink-0" />
      <span className={compact ? 'sr-only lg:not-sr-only' : undefined}>
        <span className="sr-only">{label} </span>
        {phone}
      </span>
    </a>
  )
}
