'use client'

import { usePathname } from 'next/navigation'

import { useExperimentPopups } from '@/components/experiments/use-experiments.client'
import type { PopupView } from '@/lib/data/popups'

import { PagePopups } from './page-popups.client'

type PopupHostProps = {
  /** The enabled popups: the same cached list for every visitor and page. */
  popups: PopupView[]
  /** Every saved popup, in a staff preview only (otherwise empty). */
  previews: PopupView[]
}

/**
 * The CMS popups of the site (unlock inventory, user lead, phone verification), mounted once in the root layout. Each
 * page view — a full load or a client-side navigation — is a new evaluation: its own page rules, items-viewed count,
 * timers and side-tab delay, as when every page mounted its own popups.
 */
export function PopupHost({ popups, previews }: PopupHostProps) {
  const pathname = usePathname()
  // A running experiment's variant may replace the list; empty until the visitor's variant is known.
  return <PagePopups key={pathname} popups={useExperimentPopups(popups)} previews={previews} />
}
