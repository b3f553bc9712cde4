'use client'

import dynamic from 'next/dynamic'

// The search page's private-reserve section in a chunk of its own that loads where it is rendered: the search
// pages share their route with the vehicle pages, whose scripts otherwise carried it. Still rendered on the server.
export const ReserveSection = dynamic(() => import('./reserve-section.client').then((module) => module.ReserveSection))
