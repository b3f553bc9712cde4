import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ToastProvider } from '@/components/toast/toast-provider.client'

import './globals.css'

export const metadata: Metadata = {
  title: { default: 'Used cars for sale, auto financing and service', template: '%s' },
  description:
    'Shop used cars, get pre-approved for auto financing, value your trade-in and schedule service.',
  robots: { index: true, follow: true, 'max-image-preview': 'large' },
}

export const viewport: Viewport = { themeColor: '#1e3a8a' }

/** Root layout of the public site (the admin has its own under (payload)); toasts work on every page. */
export default function FrontendRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  )
}
