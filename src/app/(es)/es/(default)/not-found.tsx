import type { Metadata } from 'next'

import { NotFoundMessage } from '@/components/status/not-found-message'
import { t } from '@/lib/i18n'

export const metadata: Metadata = {
  title: { absolute: `404 - ${t('pages.not-found-page.title', 'es')}` },
  robots: { index: false, follow: true },
}

/** The Spanish 404 when a Spanish page calls notFound() on a client-side navigation (see the English one). */
export default function NotFound() {
  return <NotFoundMessage locale="es" />
}
