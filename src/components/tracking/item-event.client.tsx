'use client'

import { useEffect } from 'react'

import type { ItemDetails, ItemEventName } from '@/lib/tracking/item-events'

import { trackItemEvent } from './track'

/**
 * Reports an item event when the page (or the part of it) showing those vehicles appears, and again when a client
 * navigation shows different ones (new filters); renders nothing. Consent decides where it goes (src/lib/tracking).
 */
export function ItemEvent({ name, details }: { name: ItemEventName; details: ItemDetails }) {
  const signature = JSON.stringify(details)
  useEffect(() => {
    trackItemEvent(name, JSON.parse(signature) as ItemDetails)
  }, [name, signature])
  return null
}
