import type { Article } from '@/payload-types'

import { lexicalFromText } from '../lib/lexical'

import type { BodyStyleValue } from './catalog'

export type ArticleFixture = Omit<Article, 'id' | 'createdAt' | 'updatedAt' | 'categories' | 'heroImage' | 'meta'> & {
  slug: string
  categories: string[]
  art: { color: string; accent: string; bodyStyle: BodyStyleValue }
}

export const ARTICLE_CATEGORIES = [
  { name: 'Buying Tips', slug: 'buying-tips' },
  { name: 'Financing', slug: 'financing' },
  { name: 'Maintenance', slug: 'maintenance' },
  { name: 'Vehicle Reviews', slug: 'vehicle-reviews' },
  { name: 'Dealership News', slug: 'dealership-news' },
  { name: 'Community', slug: 'community' },
]

export const HELP_CENTER_CATEGORIES = [
  { name: 'Buying a Car', slug: 'buying-a-car', icon: 'car', description: 'Test drives, the reserve inventory, inspections and delivery.' },
  { name: 'Financing & Credit', slug: 'financing-and-credit', icon: 'credit-card', description: 'Pre-approval, credit applications, rates and terms.' },
  { name: 'Selling or Trading', slug: 'selling-or-trading', icon: 'arrows-right-left', description: 'Instant offers, payoffs and what to bring.' },
  { name: 'Service & Maintenance', slug: 'service-and-maintenance', icon: 'wrench', description: 'Appointments, warranties and recommended maintenance.' },
  { name: 'Warranty & Protection', slug: 'warranty-and-protection', icon: 'shield-check', description: 'The lifetime engine warranty, exchange policy and protection plans.' },
  { name: 'Privacy & Your Data', slug: 'privacy-and-your-data', icon: 'lock-closed', description: 'Cookies, consent and how we use your information.' },
].map((category, index) => ({ ...category, sortOrder: index + 1 }))

const article = (
  slug: string,
  fields: Omit<ArticleFixture, 'slug' | 'body' | '_status'>,
  markup: string,
): ArticleFixture => ({ slug, ...fields, _status: 'published', body: lexicalFromText(markup) })

/** Two published articles in each of the five article sections. */
export const ARTICLES: ArticleFixture[] = [
  article('2024-toyota-rav4-hybrid-staff-review', { title: 'Staff review: the Toyota RAV4 Hybrid after a Midwest winter',
    section: 'staff-reviews', categories: ['vehicle-reviews'], author: 'Marcus Bennett', publishedAt: '2026-02-16T15:00:00.000Z',
    excerpt: 'We drove a RAV4 Hybrid through a Rockford January. Here is what impressed us and what did not.',
    art: { color: '#1d3b2a', accent: '#7fd18b', bodyStyle: 'suvs' } },
  `## Why we picked it

The RAV4 Hybrid is the most requested SUV on our lots, so we put one through a real Illinois winter.

## What we liked

- 38 mpg in mixed driving, even with the heater on full
- Standard all-wheel drive that found grip on unplowed side streets
- Plenty of room for a hockey bag and two kids

## What could be better

Road noise on the highway is noticeable, and the touchscreen is slow to respond in sub-zero mornings.

## Verdict

If you want one vehicle that does everything and sips fuel, it is still the one to beat.`),
  article('ford-f-150-vs-ram-1500-staff-review', { title: 'Ford F-150 vs. Ram 1500: which half-ton should you buy used?',
    section: 'staff-reviews', categories: ['vehicle-reviews', 'buying-tips'], author: 'Tyler Hoffman',
    publishedAt: '2026-05-04T15:00:00.000Z', excerpt: 'Our sales team compares the two best-selling pickups on the used market.',
    art: { color: '#5a1f2b', accent: '#ff9f7a', bodyStyle: 'trucks' } },
  `Half-ton pickups hold their value, so choosing the right used one matters.

## Ford F-150

The aluminum body resists rust, and the 3.5L EcoBoost tows more than most owners will ever need.

## Ram 1500

The coil-spring rear suspension gives it the smoothest ride in the class, and the interiors age well.

## Our take

Buy the F-150 for towing and resale; buy the Ram for comfort on long commutes.`),
  article('how-to-read-a-vehicle-history-report', { title: 'How to read a vehicle history report',
    section: 'car-advice-education', categories: ['buying-tips'], author: 'Emily Kowalski',
    publishedAt: '2026-03-09T15:00:00.000Z', excerpt: 'Title brands, odometer checks and service records: what to look for.',
    art: { color: '#0f4c81', accent: '#f2b134', bodyStyle: 'sedans' } },
  `Every used vehicle on our site comes with a free history report. Here is how to read it.

## Check the title

Look for brands such as salvage, rebuilt or flood. Our vehicles carry clean titles.

## Follow the odometer

Readings should rise steadily. A sudden drop can mean a rollback or a replaced cluster.

## Look at service records

- Regular oil changes every 3,000 to 5,000 miles
- Recall work completed
- Consistent ownership history`),
  article('winter-car-care-checklist', { title: 'Winter car care checklist for the Midwest',
    section: 'car-advice-education', categories: ['maintenance'], author: 'Gloria Ortega',
    publishedAt: '2025-11-03T15:00:00.000Z', excerpt: 'Five things our service team checks before the first snow.',
    art: { color: '#1e3a5f', accent: '#cde8ff', bodyStyle: 'wagons' } },
  `Cold weather is hard on cars. Batteries lose power, tires lose pressure and small leaks turn into big repairs. Our service team recommends these checks every fall, before the first hard freeze.

## The five-minute checklist

- Test the battery; cold cuts its capacity by a third
- Switch to winter wiper blades and fill up with de-icing fluid
- Check tire tread and pressure, or switch to winter tires
- Top up coolant rated for sub-zero temperatures
- Pack an emergency kit with a blanket, scraper and jumper cables

## What to keep in the car

A phone charger, a flashlight, gloves, a small shovel and a bag of sand or cat litter for traction take up little room and can save you hours waiting for a tow.

## Let us check it for you

Book a winter-ready inspection at any of our four service centers. It takes about 45 minutes, and we will tell you what can wait until spring.`),
  article('what-is-a-documentary-fee', { title: 'What is a documentary fee?', section: 'faqs',
    categories: ['financing'], author: 'Diego Ramirez', publishedAt: '2026-01-12T15:00:00.000Z',
    excerpt: 'Why dealers charge a doc fee and how much ours is.',
    art: { color: '#3b2a6b', accent: '#f7c948', bodyStyle: 'coupes' } },
  `A documentary fee covers the cost of preparing and filing your title, registration and sale documents.

## What the fee pays for

Our title clerks check the vehicle's history, prepare the bill of sale and the odometer statement, file the title transfer with the state and deliver your plates or temporary tags. Doing that correctly takes time, and mistakes cost buyers far more than the fee.

## How much is it?

Our documentary fee is $358.03 and has applied to every sale since March 2020. It is the same for every customer and is shown in every payment estimate on our site.

## What else you pay

Sales tax and title fees depend on the state where you register the vehicle. We collect them and pass them on to the state in full; none of that money stays with us.`),
  article('can-i-trade-in-a-car-i-still-owe-money-on', { title: 'Can I trade in a car I still owe money on?',
    section: 'faqs', categories: ['financing', 'buying-tips'], author: 'Diego Ramirez',
    publishedAt: '2026-04-20T15:00:00.000Z', excerpt: 'Yes. Here is how payoffs and negative equity work.',
    art: { color: '#14505c', accent: '#8be0ef', bodyStyle: 'hatchbacks' } },
  `Yes. We pay off your lender directly and apply any positive equity to your next vehicle.

## Positive equity

If your car is worth more than you owe, the difference lowers the price of your next car or is paid to you.

## Negative equity

If you owe more than it is worth, the difference can often be rolled into your new loan. We will show you the numbers before you decide.`),
  article('rock-river-auto-group-opens-fort-wayne', { title: 'Rock River Auto Group opens its Fort Wayne store',
    section: 'news', categories: ['dealership-news'], author: 'Rock River Auto Group', publishedAt: '2025-09-15T14:00:00.000Z',
    excerpt: 'Our fourth location brings the same no-pressure experience to northeast Indiana.',
    art: { color: '#0f4c81', accent: '#f2b134', bodyStyle: 'minivans' } },
  `We are proud to open our fourth store at 5725 Illinois Road in Fort Wayne, Indiana.

## What you will find there

The new location has a 10-bay service center, over 150 pre-owned vehicles on the lot and a team led by longtime Fort Wayne residents. Every vehicle on the lot is also listed on our website, so you can shop all four stores from home.

## Same promises, new neighborhood

Fort Wayne customers get the same 75-point inspection, free vehicle-history report and 3-day exchange policy as every other store.

## Come say hello

Stop by for coffee, a test drive or a free trade-in appraisal. The store is open seven days a week during its first month.`),
  article('lifetime-engine-warranty-now-standard', { title: 'Lifetime engine limited warranty now standard',
    section: 'news', categories: ['dealership-news'], author: 'Rock River Auto Group', publishedAt: '2026-06-01T14:00:00.000Z',
    excerpt: 'Every eligible vehicle under 85,000 miles now includes our lifetime engine limited warranty.',
    art: { color: '#1d3b2a', accent: '#7fd18b', bodyStyle: 'suvs' } },
  `Starting today, every eligible vehicle we sell with fewer than 85,000 miles includes a lifetime engine limited warranty at no extra cost.

## What it covers

The warranty covers the internally lubricated parts of the engine for as long as you own the vehicle. Keep up with the maintenance schedule in your owner's manual and keep the receipts, and it stays in force.

## Why we are doing it

Combined with our 75-point inspection, free vehicle-history report, 3-day exchange policy and 30-day price match guarantee, it is the most complete coverage we have ever offered.`),
  article('toys-for-tots-drive-2025', { title: 'Thank you for supporting our Toys for Tots drive',
    section: 'community-outreach', categories: ['community'], author: 'Hannah Lindqvist', publishedAt: '2026-01-05T15:00:00.000Z',
    excerpt: 'Customers and staff filled four trucks with toys across our stores.',
    art: { color: '#9e1b24', accent: '#ffd6d6', bodyStyle: 'trucks' } },
  `This holiday season our customers and staff donated more than 2,300 toys at our four stores.

## Where the toys went

Every toy went to families in Rockford, the Quad Cities, Elkhart and Fort Wayne through the local Marine Corps Reserve units that run the drive.

## Thank you

Thank you to everyone who gave, and to the service technicians who loaded four trucks on the coldest morning of December. We will be collecting again next November.`),
  article('free-car-care-clinic-for-new-drivers', { title: 'Free car care clinic for new drivers',
    section: 'community-outreach', categories: ['community', 'maintenance'], author: 'Kevin Walsh',
    publishedAt: '2026-07-13T15:00:00.000Z', excerpt: 'Our technicians teach teens how to check oil, change a tire and jump a battery.',
    art: { color: '#2f3b46', accent: '#ffb454', bodyStyle: 'convertibles' } },
  `Each summer our service centers host a free clinic for new drivers and their parents.

## What we cover

- How to check oil and tire pressure
- How to change a flat tire safely
- How to jump-start a battery
- What the warning lights on the dashboard mean

## Why we do it

A driver who can spot a low tire or an overheating engine avoids most roadside emergencies. Our technicians were new drivers once too, and they enjoy teaching.

## How to join

Sign up at the service desk of any store. Clinics run on Saturday mornings in June and July and last about two hours.`),
]
