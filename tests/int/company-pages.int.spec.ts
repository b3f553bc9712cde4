import { describe, expect, it } from 'vitest'

import { careersFormSchema } from '@/components/company/careers-form-schema'
import { careersPageMeta, teamPageMeta } from '@/components/company/company-meta'
import {
  applyHash,
  GENERAL_APPLICATION,
  openingOfHash,
  openingOfPosition,
  positionOptions,
} from '@/components/company/positions'
import { checkResumeFile, firstFile } from '@/components/company/resume-file'
import { toFormData } from '@/components/forms/form-data'
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@/lib/leads/resume'
import { toggleForPath } from '@/lib/settings/page-toggles'
import { SITEMAP_PAGES } from '@/lib/sitemaps/entries'

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')
const openings = [
  { id: 'a1', slug: 'sales-consultant-rockford', title: 'Sales Consultant', locationName: 'Rockford, IL' },
  { id: 'b2', slug: 'sales-consultant-moline', title: 'Sales Consultant', locationName: 'Moline, IL' },
  { id: 'c3', slug: 'porter', title: 'Porter', locationName: null },
]

describe('company pages', () => {
  it('are governed by their own page toggles and listed in the sitemap', () => {
    expect(toggleForPath('/our-company/careers')).toBe('careers')
    expect(toggleForPath('/our-company/meet-our-team')).toBe('meetOurTeam')
    expect(toggleForPath('/our-company/meet-our-team/marcus-bennett')).toBe('meetOurTeam')
    expect(SITEMAP_PAGES).toEqual(expect.arrayContaining(['/our-company/careers', '/our-company/meet-our-team']))
  })

  it('title the pages with the dealership name, and without it when the settings have none', () => {
    expect(teamPageMeta('Rock River Auto', '/our-company/meet-our-team')).toMatchObject({
      title: 'Meet our team | Rock River Auto',
      alternates: { canonical: '/our-company/meet-our-team' },
    })
    expect(careersPageMeta(null, '/our-company/careers', 0)).toMatchObject({
      title: 'Careers',
      description: 'Work with us: send a general application with your resume.',
    })
    expect(careersPageMeta('Rock River Auto', '/our-company/careers', 5).description).toBe(
      'Work with us at Rock River Auto: see our 5 open positions and apply, or send a general application with your resume.',
    )
  })
})

describe('careers positions', () => {
  it('offers each opening with its location, then the general application', () => {
    expect(positionOptions(openings).map((option) => option.value)).toEqual([
      'Sales Consultant – Rockford, IL',
      'Sales Consultant – Moline, IL',
      'Porter',
      GENERAL_APPLICATION,
    ])
    expect(positionOptions([])).toEqual([{ value: GENERAL_APPLICATION, label: GENERAL_APPLICATION }])
  })

  it('finds the opening of a position and of an Apply link', () => {
    expect(openingOfPosition(openings, 'Sales Consultant – Moline, IL')?.id).toBe('b2')
    expect(openingOfPosition(openings, GENERAL_APPLICATION)).toBeUndefined()
    expect(openingOfHash(openings, applyHash('porter'))?.id).toBe('c3')
    expect(openingOfHash(openings, '#apply-unknown')).toBeUndefined()
    expect(openingOfHash(openings, '#porter')).toBeUndefined()
  })
})

describe('the browser résumé check', () => {
  it('accepts a PDF by its content and refuses a renamed text file, an empty file and none', async () => {
    await expect(checkResumeFile(new File([PDF], 'cv.txt'))).resolves.toEqual({ ok: true, type: 'application/pdf' })
    await expect(checkResumeFile(new File(['just text'], 'cv.pdf', { type: 'application/pdf' }))).resolves.toEqual({
      ok: false,
      message: RESUME_MESSAGES.type,
    })
    await expect(checkResumeFile(new File([], 'cv.pdf'))).resolves.toEqual({ ok: false, message: RESUME_MESSAGES.required })
    await expect(checkResumeFile(null)).resolves.toEqual({ ok: false, message: RESUME_MESSAGES.required })
  })

  it('refuses a file over the limit by its size', async () => {
    const big = new File([PDF, new Uint8Array(RESUME_MAX_BYTES)], 'cv.pdf')
    await expect(checkResumeFile(big)).resolves.toEqual({ ok: false, message: RESUME_MESSAGES.size })
  })

  it('is part of the careers form schema, beside the endpoint schema', async () => {
    const values = {
      idempotencyKey: crypto.randomUUID(),
      pageUrl: '/our-company/careers',
      position: GENERAL_APPLICATION,
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      phone: '8155550100',
    }
    const good = await careersFormSchema.safeParseAsync({ ...values, resume: new File([PDF], 'cv.pdf') })
    expect(good.success).toBe(true)
    const bad = await careersFormSchema.safeParseAsync({ ...values, resume: new File(['x'], 'cv.pdf') })
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['resume', RESUME_MESSAGES.type],
    ])
    expect(firstFile('not a file')).toBeNull()
  })
})

describe('multipart form bodies', () => {
  it('carry text fields as strings and files as file parts, and skip empty values', async () => {
    const file = new File([PDF], 'cv.pdf', { type: 'application/pdf' })
    const data = toFormData({ position: 'Porter', count: 2, resume: file, missing: undefined, nested: { a: 1 } })
    expect([...data.keys()]).toEqual(['position', 'count', 'resume'])
    expect(data.get('position')).toBe('Porter')
    expect(data.get('count')).toBe('2')
    const part = data.get('resume')
    expect(part).toBeInstanceOf(File)
    expect(new Uint8Array(await (part as File).arrayBuffer())).toEqual(PDF)
  })
})
