'use client'

import { CONTROL_CLASS, describedBy, FieldShell } from '@/components/forms/field-shell'
import { useField } from '@/components/forms/use-field.client'
import { RESUME_ALLOWED_MIME_TYPES, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@/lib/leads/resume'

const ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_ALLOWED_MIME_TYPES].join(',')
const MAX_MEGABYTES = RESUME_MAX_BYTES / (1024 * 1024)
/** The accepted types and the size limit, read with the input (its description) and shown under it. */
export const RESUME_HINT = `PDF, DOC or DOCX, up to ${MAX_MEGABYTES} MB.`

/**
 * The résumé file input, bound to the surrounding react-hook-form by name. `accept` only narrows the file
 * picker; the form's schema reads the chosen file and refuses other content with the server's message.
 */
export function ResumeField({ name, label }: { name: string; label: string }) {
  const { id, register, error } = useField(name)
  return (
    <FieldShell id={id} label={label} hint={RESUME_HINT} error={error}>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint: true, error })}
        className={`${CONTROL_CLASS} file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:font-semibold file:text-white`}
        {...register(name)}
      />
    </FieldShell>
  )
}
