'use client'

import { useDocumentInfo, useFormModified } from '@payloadcms/ui'
import type { UIFieldClientComponent } from 'payload'
import { useId, useState } from 'react'

import { popupPreviewHref } from '@/lib/popups/preview'

/**
 * "Preview on site" in a popup's edit view: opens any page of the site with this popup shown at once, whatever
 * its conditions and whether it is enabled, through the staff-only /next/preview route (draft mode). The page
 * reads the popup as last saved, so unsaved edits are pointed out first.
 */
export const PopupPreviewLink: UIFieldClientComponent = () => {
  const { id, savedDocumentData } = useDocumentInfo()
  const modified = useFormModified()
  const [path, setPath] = useState('/')
  const inputId = useId()
  const key = typeof savedDocumentData?.key === 'string' ? savedDocumentData.key : null
  if (!id || !key) return null

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label" htmlFor={inputId}>
        Preview on site
      </label>
      <div style={{ display: 'flex', gap: 'calc(var(--base) / 2)', alignItems: 'center' }}>
        <input
          id={inputId}
          type="text"
          value={path}
          onChange={(event) => setPath(event.target.value)}
          aria-describedby={`${inputId}-hint`}
          style={{ flex: 1 }}
        />
        <a className="btn btn--style-secondary btn--size-medium" href={popupPreviewHref(path, key)} target="_blank" rel="noopener">
          Preview on site
        </a>
      </div>
      <p id={`${inputId}-hint`} className="field-description">
        The page (a path such as / or /used-cars-for-sale) opens in a new tab with this popup shown at once, enabled
        or not; visitors never see it. {modified ? 'Save first: the preview shows the popup as last saved.' : ''}
      </p>
    </div>
  )
}
