import type { JobOpening } from '@/payload-types'

import { lexicalFromText } from '../lib/lexical'

export type JobOpeningFixture = Omit<JobOpening, 'id' | 'createdAt' | 'updatedAt' | 'location'> & {
  slug: string
  location: string
}

const BENEFITS = `## Benefits
- Medical, dental and vision insurance
- 401(k) with company match
- Paid time off and paid training
- Employee pricing on vehicles and service`

const job = (
  slug: string,
  fields: Omit<JobOpeningFixture, 'slug' | 'description' | 'active'>,
  duties: string,
): JobOpeningFixture => ({ slug, ...fields, active: true, description: lexicalFromText(`${duties}\n\n${BENEFITS}`) })

/** Open positions on the careers page. */
export const JOB_OPENINGS: JobOpeningFixture[] = [
  job('sales-consultant-rockford', { title: 'Sales Consultant', department: 'Sales', location: 'rockford-il',
    employmentType: 'full-time', postedAt: '2026-10-05T14:00:00.000Z',
    summary: 'Help Rockford drivers find the right car with a no-pressure, transparent process.' },
  `## What you will do
- Greet customers and understand what they need
- Give walkarounds and test drives
- Follow up on internet leads within the hour

No car sales experience? We train you.`),
  job('automotive-service-technician-fort-wayne', { title: 'Automotive Service Technician', department: 'Service',
    location: 'fort-wayne-in', employmentType: 'full-time', postedAt: '2026-09-21T14:00:00.000Z',
    summary: 'Diagnose and repair vehicles of every make in our new 10-bay Fort Wayne shop.' },
  `## What you will do
- Perform maintenance, diagnostics and repairs
- Complete 75-point inspections on pre-owned vehicles
- Document work clearly for customers

ASE certification preferred; tool allowance available.`),
  job('finance-manager-moline', { title: 'Finance Manager', department: 'Finance', location: 'moline-il',
    employmentType: 'full-time', postedAt: '2026-10-12T14:00:00.000Z',
    summary: 'Structure deals with our lender network and explain every option in plain English.' },
  `## What you will do
- Submit credit applications and secure approvals
- Present protection products honestly
- Keep every deal file compliant`),
  job('service-advisor-rockford', { title: 'Service Advisor', department: 'Service', location: 'rockford-il',
    employmentType: 'full-time', postedAt: '2026-08-30T14:00:00.000Z',
    summary: 'Be the friendly face of our service drive and keep customers informed.' },
  `## What you will do
- Write up repair orders and explain recommendations
- Text customers photos and updates
- Schedule appointments and loaners`),
  job('lot-attendant-elkhart', { title: 'Lot Attendant / Porter', department: 'Operations', location: 'elkhart-in',
    employmentType: 'part-time', postedAt: '2026-10-19T14:00:00.000Z',
    summary: 'Keep the lot organized and vehicles clean and ready for test drives.' },
  `## What you will do
- Move, wash and fuel vehicles
- Clear snow from inventory in winter
- Shuttle customers to work and home

Valid driver's license and a clean driving record required.`),
]
