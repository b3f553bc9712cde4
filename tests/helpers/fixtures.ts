import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'
import sharp from 'sharp'

import { withCheckDigit } from '@/lib/vin/check-digit'

import { TRADE_IN_CATEGORIES, TRADE_IN_QUESTIONS } from '../../seed/data/trade-in'

import { NO_REVALIDATE } from './payload'

/** Ids of the documents other fixtures point at (relationships and uploads). */
export type Refs = {
  media: string
  bodyStyle: string
  location: string
  staff: string
  vehicle: string
  tradeInQuestion: string
  articleCategory: string
}

type Fixture<S extends CollectionSlug> = (refs: Refs, n: number) => RequiredDataFromCollectionSlug<S>

/** A one-paragraph Lexical document, the shape the admin's rich-text editor saves. */
export function lexicalParagraph(text: string) {
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: [
        {
          type: 'paragraph',
          format: '' as const,
          indent: 0,
          version: 1,
          direction: 'ltr' as const,
          textFormat: 0,
          children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
        },
      ],
    },
  }
}

/** A distinct, check-digit-valid VIN for the n-th test vehicle. */
export function testVin(n: number): string {
  return withCheckDigit(`1HGCM8203A${String(n).padStart(7, "0")}`)
}

const day = 24 * 60 * 60 * 1000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()

/**
 * A valid document for each collection that needs no file (media is created from a generated PNG, users
 * by usersFor). `n` keeps unique fields (slugs, VINs, keys) distinct across calls.
 */
export const FIXTURES: { [S in CollectionSlug]?: Fixture<S> } = {
  vehicles: (refs, n) => ({
    vin: testVin(n),
    condition: 'used',
    status: 'available',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-L',
    mileage: 31_250 + n,
    price: 24_995,
    bodyStyle: refs.bodyStyle,
    location: refs.location,
    exteriorColor: 'Platinum White Pearl',
    exteriorColorHex: '#f2f2ee',
    features: [{ feature: 'Heated seats' }],
    reserve: false,
  }),
  'body-styles': (_refs, n) => ({
    name: `Test style ${n}`,
    // value is unique among nine fixed options: createRefs takes 'suvs', other fixtures cycle through the
    // rest, so a test may hold the reference plus one more at a time.
    value: (['sedans', 'wagons', 'coupes', 'convertibles', 'hatchbacks', 'trucks', 'minivans', 'commercial'] as const)[
      n % 8
    ],
    startingPrice: 15_000,
    active: true,
  }),
  locations: (_refs, n) => ({
    name: `Test Motors ${n}`,
    slug: `test-motors-${n}`,
    addressLine1: '100 Main St',
    city: 'Rockford',
    state: 'IL',
    zip: '61101',
    timezone: 'America/Chicago',
    coordinates: { latitude: 42.27, longitude: -89.09 },
  }),
  staff: (refs, n) => ({
    firstName: 'Pat',
    lastName: `Tester${n}`,
    slug: `pat-tester-${n}`,
    department: 'sales',
    title: 'Sales Consultant',
    location: refs.location,
    active: true,
  }),
  'job-openings': (refs, n) => ({
    title: `Service Technician ${n}`,
    slug: `service-technician-${n}`,
    department: 'service',
    location: refs.location,
    employmentType: 'full-time',
    summary: 'Diagnose and repair vehicles.',
    description: lexicalParagraph('Join our service team.'),
    active: true,
    postedAt: iso(-1),
  }),
  leads: (refs) => ({
    event: 'CONTACT',
    status: 'new',
    customer: { firstName: 'Jamie', lastName: 'Buyer', email: 'jamie@example.com', phone: '8155550100' },
    vehicle: refs.vehicle,
    comments: 'Is this car still available?',
    pageUrl: '/contact-us',
  }),
  articles: (refs, n) => ({
    title: `How to read a window sticker ${n}`,
    slug: `window-sticker-${n}`,
    section: 'car-advice-education',
    categories: [refs.articleCategory],
    excerpt: 'What every line of the Monroney label means.',
    body: lexicalParagraph('The window sticker lists the price and the equipment.'),
    author: 'Test Author',
    publishedAt: iso(-1),
    _status: 'published',
  }),
  'article-categories': (_refs, n) => ({ name: `Buying tips ${n}`, slug: `buying-tips-${n}` }),
  pages: (_refs, n) => ({
    title: `Warranty terms ${n}`,
    slug: `legal/warranty-terms-${n}`,
    body: lexicalParagraph('The limited warranty covers the engine for life.'),
    _status: 'published',
  }),
  'help-center-categories': (_refs, n) => ({
    name: `Financing help ${n}`,
    slug: `financing-help-${n}`,
    description: 'Questions about loans.',
    sortOrder: n,
  }),
  promotions: (refs, n) => ({
    name: `test-promo-${n}`,
    title: 'Spring savings',
    description: 'Save on every SUV.',
    position: 'promotions-carousel',
    url: '/used-cars-for-sale',
    ctaText: 'Shop now',
    image: refs.media,
    startDate: iso(-7),
    endDate: iso(7),
    sortOrder: n,
    _status: 'published',
  }),
  popups: (_refs, n) => ({
    name: `Test popup ${n}`,
    key: `test-popup-${n}`,
    // Visitors read enabled popups only (a switched-off one is staff-only; popups-access.int.spec.ts).
    enabled: true,
    content: { type: 'html', title: 'Hello', html: '<p>Hello</p>' },
    _status: 'published',
  }),
  reviews: (_refs, n) => ({
    reviewerName: `Reviewer ${n}`,
    platform: 'google',
    text: 'Great experience buying my car.',
    rating: 5,
    categories: ['Buy'],
    reviewedAt: iso(-3),
  }),
  faqs: (_refs, n) => ({
    question: `Can I finance with bad credit? (${n})`,
    answers: [{ paragraph: 'Yes, we work with many lenders.' }],
    placement: ['auto-financing'],
    sortOrder: n,
  }),
  'special-offers': (refs, n) => ({
    title: `Oil change special ${n}`,
    type: 'service',
    description: '$29.95 oil change.',
    image: refs.media,
    startDate: iso(-1),
    endDate: iso(30),
    _status: 'published',
  }),
  'trade-in-questions': (_refs, n) => ({
    questionId: `test-question-${n}`,
    text: 'Has the vehicle been in an accident?',
    inputType: 'radio',
    required: true,
    answers: [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ],
    sortOrder: n,
  }),
  'trade-in-categories': (refs, n) => ({
    categoryId: `test-category-${n}`,
    title: 'Vehicle history',
    questions: [refs.tradeInQuestion],
  }),
  // Running, so anonymous visitors may read it (they read running experiments only).
  experiments: (_refs, n) => ({
    name: `test-experiment-${n}`,
    status: 'running',
    description: 'Internal hypothesis.',
    variants: [
      { key: 'control', weight: 50 },
      { key: 'bold', weight: 50, langs: { 'Send message': 'Get my answer' } },
    ],
  }),
}

/** Every collection that has a fixture (all but users and media). */
export const FIXTURE_SLUGS = Object.keys(FIXTURES) as CollectionSlug[]

/** A generated PNG large enough for every image size: uploads run through sharp like any real photo. */
export async function pngFile(name = 'test.png', width = 800) {
  const data = await sharp({
    create: { width, height: Math.round((width * 3) / 4), channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name, size: data.length }
}

let counter = 1000

/** Creates a fixture document through the Local API (overrideAccess); returns its id and the data written. */
export async function createFixtureDoc<S extends CollectionSlug>(
  payload: Payload,
  slug: S,
  refs: Refs,
  overrides: Partial<RequiredDataFromCollectionSlug<S>> = {},
): Promise<{ id: string; data: RequiredDataFromCollectionSlug<S> }> {
  const fixture = FIXTURES[slug]
  if (!fixture) throw new Error(`no fixture for ${slug}`)
  const data = { ...fixture(refs, counter++), ...overrides }
  const doc = await payload.create({ collection: slug, data, context: NO_REVALIDATE })
  return { id: String(doc.id), data }
}

/** Creates a fixture document through the Local API (overrideAccess) and returns its id. */
export async function createFixture<S extends CollectionSlug>(
  payload: Payload,
  slug: S,
  refs: Refs,
  overrides: Partial<RequiredDataFromCollectionSlug<S>> = {},
): Promise<string> {
  return (await createFixtureDoc(payload, slug, refs, overrides)).id
}

/** Creates one document of each referenced collection and returns their ids. */
export async function createRefs(payload: Payload): Promise<Refs> {
  const refs: Refs = {
    media: '',
    bodyStyle: '',
    location: '',
    staff: '',
    vehicle: '',
    tradeInQuestion: '',
    articleCategory: '',
  }
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A red test square' },
    file: await pngFile(),
    context: NO_REVALIDATE,
  })
  refs.media = String(media.id)
  refs.bodyStyle = await createFixture(payload, 'body-styles', refs, { value: 'suvs' })
  refs.location = await createFixture(payload, 'locations', refs)
  refs.staff = await createFixture(payload, 'staff', refs)
  refs.vehicle = await createFixture(payload, 'vehicles', refs)
  refs.tradeInQuestion = await createFixture(payload, 'trade-in-questions', refs)
  refs.articleCategory = await createFixture(payload, 'article-categories', refs)
  return refs
}

/** Next unique number for fixture data created outside createFixture (REST bodies). */
export function nextFixtureNumber(): number {
  return counter++
}

/** The seed's trade-in questionnaire (questions, then the categories that list them), as the sell-or-trade page reads it. */
export async function createTradeInQuestionnaire(payload: Payload): Promise<void> {
  const ids = new Map<string, string>()
  for (const question of TRADE_IN_QUESTIONS) {
    const doc = await payload.create({ collection: 'trade-in-questions', data: question, context: NO_REVALIDATE })
    ids.set(question.questionId, String(doc.id))
  }
  for (const category of TRADE_IN_CATEGORIES) {
    const questions = category.questions.map((id) => ids.get(id) ?? '')
    await payload.create({ collection: 'trade-in-categories', data: { ...category, questions }, context: NO_REVALIDATE })
  }
}
