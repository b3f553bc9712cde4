'use client'

import { useState } from 'react'

import { nearestStore, type GeoPoint, type PlacedStore } from '@/lib/locations/nearest'

import { StoreChoice, type StoreChoiceLabels } from './store-choice.client'

/** A failed geolocation resolves false (never an error); 10 s is as long as it may take. */
const GEOLOCATION_TIMEOUT_MS = 10_000

function browserPosition(): Promise<GeoPoint | false> {
  if (!('geolocation' in navigator)) return Promise.resolve(false)
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(false),
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    )
  })
}

type Finding = { state: 'idle' | 'busy' | 'failed' } | { state: 'found'; store: PlacedStore & { slug?: string | null }; miles: number }

/**
 * "Find my nearest store": asks the browser for the visitor's position only when they press the button (never on
 * load), shows the closest location and offers to make it their store. A refusal or failure says so and changes
 * nothing; without JavaScript the button is not there and the list below is the whole answer.
 */
/** The finder's texts in the page's language, given by the server component that knows it; English by default. */
export type NearestStoreLabels = {
  find: string
  finding: string
  failed: string
  /** 'Nearest to you: {store}, about {miles} miles away.' split around the store link (plain strings: sent from the server). */
  nearestBefore: string
  nearestAfterOne: string
  nearestAfterMany: string
}

const ENGLISH: NearestStoreLabels = {
  find: 'Find my nearest store',
  finding: 'Finding your nearest store…',
  failed: 'We couldn’t get your location. Pick a store from the list below.',
  nearestBefore: 'Nearest to you:',
  nearestAfterOne: ', about {miles} mile away.',
  nearestAfterMany: ', about {miles} miles away.',
}

export function NearestStore({
  stores,
  returnTo,
  labels = ENGLISH,
  choiceLabels,
}: {
  stores: Array<PlacedStore & { slug?: string | null }>
  returnTo: string
  labels?: NearestStoreLabels
  choiceLabels?: StoreChoiceLabels
}) {
  const [finding, setFinding] = useState<Finding>({ state: 'idle' })

  async function find() {
    setFinding({ state: 'busy' })
    const position = await browserPosition()
    const nearest = position ? nearestStore(position, stores) : null
    setFinding(nearest ? { state: 'found', ...nearest } : { state: 'failed' })
  }

  return (
    <div className="mt-4 rounded-xl bg-surface p-4">
      <button
        type="button"
        onClick={find}
        disabled={finding.state === 'busy'}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {finding.state === 'busy' ? labels.finding : labels.find}
      </button>
      <div role="status" className="mt-3">
        {finding.state === 'failed' && (
          <p className="text-ink-700">{labels.failed}</p>
        )}
        {finding.state === 'found' && (
          <div>
            <p className="text-ink-900">
              {labels.nearestBefore}{' '}
              <a href={`#${finding.store.slug ?? ''}`} className="font-semibold text-brand-800 underline">
                {finding.store.name}
              </a>
              {(finding.miles === 1 ? labels.nearestAfterOne : labels.nearestAfterMany).replace('{miles}', String(finding.miles))}
            </p>
            <StoreChoice storeId={finding.store.id} storeName={finding.store.name} returnTo={returnTo} labels={choiceLabels} />
          </div>
        )}
      </div>
    </div>
  )
}
