'use client'

import { Button, toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { UIFieldClientComponent } from 'payload'
import { useState } from 'react'

/** A string property of the endpoint's JSON answer, if it has one. */
function textOf(answer: unknown, key: 'state' | 'error'): string | undefined {
  if (typeof answer !== 'object' || answer === null || !(key in answer)) return undefined
  const value: unknown = Reflect.get(answer, key)
  return typeof value === 'string' ? value : undefined
}

/** The lead's 'Resend' action: mails every recipient again through POST /api/leads/:id/resend. */
export const ResendButton: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id) return null

  const resend = async () => {
    setBusy(true)
    try {
      const response = await fetch(`${config.serverURL}${config.routes.api}/leads/${id}/resend`, {
        method: 'POST',
        credentials: 'include',
      })
      const answer: unknown = await response.json().catch(() => null)
      const state = textOf(answer, 'state')
      if (!response.ok) toast.error(textOf(answer, 'error') ?? 'The lead could not be resent.')
      else if (state === 'sent') toast.success('Lead emails sent again.')
      else toast.info(`Resend queued (delivery ${state ?? 'pending'}); it retries automatically.`)
      router.refresh()
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type">
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={resend} margin={false}>
        {busy ? 'Sending…' : 'Resend lead emails'}
      </Button>
    </div>
  )
}
