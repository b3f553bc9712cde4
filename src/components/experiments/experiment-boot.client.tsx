'use client'

import { useEffect } from 'react'

import { CONSENT_EVENTS } from '@/components/consent/consent-store'

import { startExperiments } from './experiment-store'

/**
 * Mounted once in the root layout: assigns the visitor on every page (so a lead sent from any page carries the
 * variants they saw, control included) and again when the visitor changes their cookie consent.
 */
export function ExperimentBoot() {
  useEffect(() => {
    void startExperiments()
    const again = () => void startExperiments(true)
    window.addEventListener(CONSENT_EVENTS.change, again)
    return () => window.removeEventListener(CONSENT_EVENTS.change, again)
  }, [])
  return null
}
