import { z } from 'zod'

import { careersSchema } from '@/lib/leads/schemas/careers'

import { checkResumeFile, firstFile } from './resume-file'

/**
 * The careers form in the browser: the endpoint's own schema (the text fields) plus the résumé file input,
 * which the server checks apart from the schema (src/lib/leads/intake/handle.ts) with the same rules and messages.
 * The file check is asynchronous (it reads the file), which the form's zod resolver runs as such.
 */
export const careersFormSchema = careersSchema.extend({
  resume: z.unknown().superRefine(async (value, ctx) => {
    const check = await checkResumeFile(firstFile(value))
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message })
  }),
})
export type CareersFormInput = z.input<typeof careersFormSchema>
