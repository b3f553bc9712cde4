'use client'

import { type FocusEvent, useCallback, useId, useRef, useState } from 'react'

import { ChevronDownIcon } from '@/components/icons/icons'
import { CmsLink } from '@/components/links/cms-link'
import type { HeaderItem } from '@/lib/data/navigation'

import { useDismiss } from './use-dismiss.client'

type NavDropdownProps = { item: HeaderItem; buttonClassName: string }

/**
 * A header group as a disclosure (button + list of links), not an ARIA menu: Tab moves through the links,
 * Escape or tabbing away closes it.
 */
export function NavDropdown({ item, buttonClassName }: NavDropdownProps) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, containerRef, buttonRef)

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
    close()
  }

  return (
    <div ref={containerRef} className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`${buttonClassName} gap-1`}
      >
        {item.label}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-64 rounded-lg border border-line bg-white p-2 shadow-lg"
      >
        {item.children.map((link) => (
          <li key={`${link.label}-${link.url}`}>
            <CmsLink
              link={link}
              onClick={close}
              className="flex min-h-11 items-center rounded-md px-3 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-800"
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
