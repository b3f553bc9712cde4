import type { Metadata } from 'next'
import { Suspense } from 'react'

import { BodyStyleGrid, BodyStyleGridSkeleton } from '@/components/home/body-style-grid'
import { Hero } from '@/components/home/hero'
import { HomeSection } from '@/components/home/home-section'
import { NewestVehicles } from '@/components/home/newest-vehicles'
import { QuickActions } from '@/components/home/quick-actions'
import { TrustPoints } from '@/components/home/trust-points'
import { DealerJsonLd } from '@/components/seo/dealer-json-ld'
import { VehicleGridSkeleton } from '@/components/vehicles/vehicle-grid-skeleton'

export const metadata: Metadata = {
  title: 'Used cars for sale, auto financing and service',
}

/** Home: static hero and quick actions prerender; inventory and body styles stream in per request. */
export default function HomePage() {
  return (
    <>
      <Hero />
      <QuickActions />
      <HomeSection
        id="newest-vehicles"
        title="Newest arrivals"
        intro="Fresh on the lot, inspected and ready for a test drive."
        action={{ label: 'View all used cars', href: '/used-cars-for-sale' }}
      >
        <Suspense fallback={<VehicleGridSkeleton />}>
          <NewestVehicles />
        </Suspense>
      </HomeSection>
      <HomeSection id="body-styles" title="Browse by body style">
        <Suspense fallback={<BodyStyleGridSkeleton />}>
          <BodyStyleGrid />
        </Suspense>
      </HomeSection>
      <HomeSection id="why-us" title="Why buy from us">
        <TrustPoints />
      </HomeSection>
      <Suspense fallback={null}>
        <DealerJsonLd />
      </Suspense>
    </>
  )
}
