'use client'

import { useCallback, useId, useRef, useState } from 'react'

import { CloseIcon, MenuIcon } from '@/components/icons/icons'
import { CmsLink } from '@/components/links/cms-link'
import type { HeaderItem } from '@/lib/data/navigation'

import { useDismiss } from './use-dismiss.client'

const linkClass =
  'flex min-h-11 items-center rounded-md px-3 text-base text-ink-700 hover:bg-brand-50 hover:text-brand-800'

/**
 * The header menu under 640px: one disclosure button, at the end of the header's toolbar, opening a panel with every
 * group's links under the whole header. Escape, an outside press or following a link closes it. The panel scrolls
 * on its own and stops above the screen's bottom even with both header rows showing (7rem). Its two texts come
 * translated from the server header, so the site catalogues stay out of the page's scripts.
 */
export function MobileMenu({ items, labels }: { items: HeaderItem[]; labels: { menu: string; mainNav: string } }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, containerRef, buttonRef)

  return (
    <div ref={containerRef} className="ml-auto sm:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 font-semibold text-ink-900 hover:bg-brand-50"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        <span>{labels.menu}</span>
      </button>
      <nav
        id={panelId}
        aria-label={labels.mainNav}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="space-y-1">
          {items.map((item, index) => (
            <li key={item.label}>
              {item.children.length > 0 ? (
                <>
                  <p
                    id={`${panelId}-group-${index}`}
                    className="px-3 pb-1 pt-4 text-xs font-bold uppercase tracking-wide text-ink-600"
                  >
                    {item.label}
                  </p>
                  <ul aria-labelledby={`${panelId}-group-${index}`}>
                    {item.children.map((link) => (
                      <li key={`${link.label}-${link.url}`}>
                        <CmsLink link={link} onClick={close} className={linkClass} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : item.url ? (
                <CmsLink
                  link={{ label: item.label, url: item.url, newTab: false }}
                  onClick={close}
                  className={`${linkClass} font-semibold`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
