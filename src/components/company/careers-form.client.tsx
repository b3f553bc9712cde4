'use client'

import { useCallback, useEffect, useRef } from 'react'
import { useWatch } from 'react-hook-form'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { PhoneField } from '@/components/forms/phone-field.client'
import { SelectField } from '@/components/forms/select-field.client'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextAreaField } from '@/components/forms/text-area-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { CAREERS_TOASTS } from './company-toasts'
import { openingOfPosition, positionOptions, type OpeningChoice } from './positions'
import { ResumeField } from './resume-field.client'
import { useApplyLinks } from './use-apply-links.client'

const EMPTY = {
  position: '',
  jobOpeningId: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  resume: undefined,
}

/**
 * The careers form (`POST /api/forms/careers` as multipart, event CAREERS): the position, the contact fields,
 * an optional message and the résumé. The résumé is checked in the browser with the server's rules; whatever the
 * server still refuses (type, size, rate limit) comes back onto its field or into the form's alert.
 */
export function CareersForm({ openings, labelledBy }: { openings: OpeningChoice[]; labelledBy: string }) {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const toast = useToast()
  const formElement = useRef<HTMLFormElement>(null)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'careers',
    schema: () => import('./careers-form-schema').then((schemas) => schemas.careersFormSchema),
    defaultValues: EMPTY,
    fields: ['position', 'firstName', 'lastName', 'email', 'phone', 'message', 'resume'],
    multipart: true,
    onCreated: () => {
      trackConversion('SubmitApplication')
      // react-hook-form cannot empty a file input (its files are read-only to scripts); the form element can.
      formElement.current?.reset()
      methods.reset(EMPTY)
      toast.show({ ...CAREERS_TOASTS.success, group: 'careers' })
    },
    onFailed: (reason, errors) => {
      if (reason === 'invalid') return
      // A 413 (the résumé over the limit) is a refusal with the résumé's own message: it belongs on the input.
      if (reason === 'refused' && errors.resume) methods.setError('resume', { type: 'server', message: errors.resume })
      toast.show({ ...CAREERS_TOASTS.error, group: 'careers' })
    },
  })

  // The opening applied to travels with the position the visitor picked (none for a general application).
  const position = useWatch({ control: methods.control, name: 'position' })
  useEffect(() => {
    methods.setValue('jobOpeningId', openingOfPosition(openings, position ?? '')?.id ?? '')
  }, [methods, openings, position])
  const choose = useCallback(
    (picked: string) => {
      methods.setValue('position', picked, { shouldValidate: methods.formState.isSubmitted })
      methods.setFocus('position')
    },
    [methods],
  )
  useApplyLinks(openings, choose, hydrated)

  return (
    <FormProvider {...methods}>
      <form ref={formElement} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} encType="multipart/form-data">
        <fieldset disabled={!hydrated} className="space-y-4">
          <p className="text-sm text-ink-600">{tr('forms.careers.allFieldsRequiredExcept')}</p>
          <SelectField
            name="position"
            label="Position"
            options={positionOptions(openings)}
            placeholder="Choose a position"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="firstName" label="First name" autoComplete="given-name" />
            <TextField name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <PhoneField name="phone" />
          <ResumeField name="resume" label="Resume" />
          <TextAreaField name="message" label="Message (optional)" required={false} />
          <FormAlert message={formError} />
          <SubmitButton pending={pending}>Submit application</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  )
}
