'use client'

import dynamic from 'next/dynamic'

// The vehicle page's own client parts, each in a chunk of its own that loads where it is rendered: the vehicle page
// shares its route with the search pages (/used-cars-for-sale/…), whose scripts otherwise carried them all. Still
// rendered on the server, so the HTML and the no-JavaScript page are unchanged.
export const VehicleGallery = dynamic(() => import('./vehicle-gallery.client').then((module) => module.VehicleGallery))
export const PaymentCalculator = dynamic(() => import('./calculator.client').then((module) => module.PaymentCalculator))
export const UnlockedCalculator = dynamic(() =>
  import('./unlocked-calculator.client').then((module) => module.UnlockedCalculator),
)
export const TestDriveLauncher = dynamic(() =>
  import('./test-drive-launcher.client').then((module) => module.TestDriveLauncher),
)
