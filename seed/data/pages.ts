import type { Page } from '@/payload-types'

import { lexicalFromText } from '../lib/lexical'

import type { BodyStyleValue } from './catalog'

type Art = { title: string; kicker: string; color: string; accent: string; bodyStyle: BodyStyleValue }

export type PageFixture = Omit<Page, 'id' | 'createdAt' | 'updatedAt' | 'heroImage' | 'images' | 'body' | 'meta'> & {
  body: string
  description: string
  hero?: Art
  gallery?: Art[]
}

const BRAND = '#1e3a8a'
const GOLD = '#f7c948'

const page = (slug: string, fields: Omit<PageFixture, 'slug' | '_status'>): PageFixture => ({
  slug,
  _status: 'published',
  ...fields,
})

/** The body of a fixture as the Lexical JSON Payload stores ('## ' headings, '- ' lists, paragraphs). */
export const pageBody = (fixture: Pick<PageFixture, 'body'>) => lexicalFromText(fixture.body)

const FINANCING = page('auto-financing', {
  title: 'Auto financing',
  heading: 'Auto financing made simple',
  subtitle:
    'Get pre-approved online in under 2 minutes with no impact on your credit score. No SSN and no date of birth for the first step, and $0 down options for approved buyers.',
  description: 'Get pre-approved for a car loan online in under 2 minutes, with no impact on your credit score.',
  hero: { title: 'Drive home with a plan', kicker: 'Auto financing', color: BRAND, accent: GOLD, bodyStyle: 'suvs' },
  gallery: [
    { title: 'Pre-approved in minutes', kicker: 'Step 1', color: '#14505c', accent: '#8be0ef', bodyStyle: 'sedans' },
    { title: 'Shop with your real budget', kicker: 'Step 2', color: '#3b2a6b', accent: GOLD, bodyStyle: 'hatchbacks' },
    { title: 'Sign and drive', kicker: 'Step 3', color: '#1d3b2a', accent: '#7fd18b', bodyStyle: 'trucks' },
  ],
  body: `
## How financing works with us

We work with more than twenty banks, credit unions and specialty lenders, so we can compare offers for you instead
of sending you from bank to bank. Approval is commonly within 24-48 hours, and most shoppers see a first answer on
screen in under a minute.

- Pre-approval uses a soft inquiry: it does not affect your credit score.
- Terms from 12 to 72 months, with no prepayment penalties.
- First-time buyers, past bankruptcy and rebuilding credit are all welcome.
- Trade-in equity and cash down lower your payment; $0 down is available to approved buyers.

## What to bring when you sign

Bring a valid driver's license, your two most recent pay stubs and a recent utility bill. If you are trading in a
vehicle, bring its title or payoff information and all keys.`,
})

const BETTER_THAN_BHPH = page('auto-financing/better-than-buy-here-pay-here', {
  title: 'Better than buy here pay here',
  heading: 'Better than buy here pay here',
  subtitle: 'Real lender financing that reports to the credit bureaus, from a dealership that stands behind every car.',
  description: 'Skip the buy-here-pay-here lot: bank and credit-union financing that helps rebuild your credit.',
  body: `
## Why buy here pay here costs more

Buy-here-pay-here lots lend their own money, often at the highest rates the law allows, and many never report your
on-time payments to the credit bureaus. You pay more and your credit does not improve.

## What we do differently

- We submit your application to banks, credit unions and specialty lenders that compete for your loan.
- Your on-time payments are reported to the credit bureaus, so your score can grow.
- Every vehicle passes our 75-point inspection and comes with a free vehicle-history report.
- Vehicles under 85,000 miles include our lifetime engine limited warranty.
- A 3-day exchange policy gives you time to be sure.

## Getting started

Start with the online pre-approval. It takes about two minutes, does not affect your credit score and asks for no
Social Security number or date of birth in the first step.`,
})

const BAD_CREDIT = page('auto-financing/bad-credit-auto-financing', {
  title: 'Bad credit auto financing',
  heading: 'Bad credit? You can still drive',
  subtitle: 'Low scores, no credit history, past repossession or bankruptcy: our finance team works with lenders who say yes.',
  description: 'Car loans for bad credit, no credit and past bankruptcy, with a pre-approval that does not hurt your score.',
  body: `
## Credit challenges we see every day

- First-time buyers with no credit history
- Scores below 600 after medical bills or job loss
- Discharged Chapter 7 or active Chapter 13 bankruptcy (with trustee approval)
- Past repossessions or collections

## How we help

Our finance managers know which lenders approve which situations, so your application goes where it is most likely
to succeed. A larger down payment, a co-borrower or a shorter term can lower your rate, and we will show you the
options side by side.

## Rebuild as you drive

An auto loan paid on time is one of the fastest ways to rebuild credit. Many customers refinance to a lower rate
after twelve months of on-time payments.`,
})

const COMPANY = page('our-company', {
  title: 'Our company',
  heading: 'About Rock River Auto Group',
  subtitle: 'A family of used-car stores serving northern Illinois and Indiana since 2004.',
  description: 'Our story, our four locations in Illinois and Indiana, and the people who lead Rock River Auto Group.',
  hero: { title: 'Neighbors helping neighbors drive', kicker: 'Since 2004', color: BRAND, accent: GOLD, bodyStyle: 'minivans' },
  body: `
## Our story

Rock River Auto Group started in 2004 as a twelve-car lot on the east side of Rockford with a simple promise: sell
cars we would be proud to see our own families drive, and treat every customer the way we would want to be treated.
Today we serve drivers from four stores in Rockford and Moline, Illinois and Elkhart and Fort Wayne, Indiana.

## What we stand for

- Every vehicle passes a 75-point inspection and comes with a free vehicle-history report.
- A lifetime engine limited warranty on vehicles under 85,000 miles.
- A 3-day exchange policy and a 30-day price match guarantee.
- A lifetime parts and labor warranty on repairs at our service centers.

## In the community

Our teams coach youth sports, collect coats every winter and host free car-care clinics for new drivers. When you
buy from us, you support local jobs and the neighborhoods we live in.`,
})

const SERVICE = page('service', {
  title: 'Service center',
  heading: 'Service center',
  subtitle: 'Certified technicians, honest recommendations and a lifetime parts and labor warranty on our repairs.',
  description: 'Oil changes, brakes, tires and repairs by ASE-certified technicians with a lifetime parts and labor warranty.',
  hero: { title: 'Service you can trust', kicker: 'Service center', color: '#14505c', accent: '#8be0ef', bodyStyle: 'sedans' },
  body: `
## What we service

We service every make and model, whether or not you bought it from us.

- Oil and filter changes, tire rotation and balancing
- Brakes, suspension and alignment
- Check-engine diagnostics and electrical repairs
- Batteries, belts, hoses and cooling systems
- State inspections and pre-trip checkups

## Why drivers choose us

Every visit includes a free multipoint inspection. Your service advisor texts you photos and a written estimate
before any work begins, and repairs we perform carry our lifetime parts and labor warranty for as long as you own
the vehicle.`,
})

const PROTECTION = page('vehicle-protection-plans', {
  title: 'Vehicle protection plans',
  heading: 'Vehicle protection plans',
  subtitle: 'Extended coverage that keeps surprise repair bills out of your budget.',
  description: 'Extended service contracts, GAP coverage, tire and wheel and appearance protection for your vehicle.',
  hero: { title: 'Protect what you drive', kicker: 'Protection plans', color: '#2f3b46', accent: '#ffb454', bodyStyle: 'trucks' },
  body: `
## Included with every eligible vehicle

Vehicles under 85,000 miles include our lifetime engine limited warranty at no extra cost. The plans below add
coverage beyond the engine.

## Optional plans

- Extended service contract: covers the transmission, drive axle, air conditioning, electrical and more, with
  terms up to 7 years or 100,000 miles.
- GAP protection: pays the difference between your loan balance and the insurance payout if the vehicle is totaled
  or stolen.
- Tire and wheel: repairs or replaces tires and wheels damaged by road hazards such as potholes and nails.
- Appearance protection: paint sealant, fabric and leather protection and dent repair.
- Key replacement: covers lost or damaged smart keys and fobs.

## Good to know

Plans are optional and never a condition of financing. Coverage, deductibles and exclusions are set out in each
contract; ask a finance manager for a copy before you decide. Most plans can be cancelled for a prorated refund.`,
})

const COOKIES = page('legal/cookie-policy', {
  title: 'Cookie policy',
  description: 'Which cookies this website sets, why, and how to change your cookie choices.',
  body: `
## What cookies are

Cookies are small text files a website stores in your browser. We use them to keep the site working, to remember
what you told us so you do not have to type it again, and, with your permission, to measure and improve our
marketing. This policy explains which cookies rockriverauto.example sets and how to change your choices.

## Your choices

When you first visit, the cookie banner lets you accept all cookies or choose by category. Your choice is saved as a
comma-separated list of the categories you allowed. To change it, clear this site's cookies in your browser and the
banner asks again. Essential cookies cannot be turned off because the site does not work without them.

- Essential: needed for the site to work, such as remembering your cookie choices and keeping staff signed in.
- Functional: remember details you gave us, such as your name, your selected store and unlocked prices.
- Analytics: help us understand how visitors use the site so we can improve it.
- Targeting: record which advertisement or campaign brought you here so we can measure our advertising.

## Cookies this site sets

- displayCookies and allowCookies (essential): whether to show the cookie banner and which categories you allowed.
- payload-token (essential, staff only): keeps dealership staff signed in to the content system.
- firstName, lastName, email, phone and homeAddress (functional): the contact details you entered in one of our
  forms, so the next form is filled in for you. Kept for one year.
- phoneVerified (functional): that you confirmed your cell phone with a text-message code.
- uniqueUserId (functional): a random identifier that links your enquiries to one another.
- userSelectedStore (functional): the location you chose as your store. Kept for 30 days.
- unlockPrice (functional): when you unlocked personalized pricing.
- reserveAccess and reserveUnlocked (functional): that you unlocked our private reserve inventory.
- finishedPopups (functional): popups you already completed or closed, so they are not shown again.
- adfLead (analytics): whether you already sent us an enquiry, so later ones are marked as repeat enquiries.
- adsValues (targeting): the campaign parameters of the link that brought you here (such as utm_source, utm_campaign,
  gclid or fbclid). Kept for 30 days.

## What we never put in a cookie

We never store your date of birth, Social Security number or financial information in a cookie. Credit applications
are sent over an encrypted connection and stored encrypted.

## Contact us

Questions about cookies or your data? Email info@rockriverauto.example or write to Rock River Auto Group, LLC,
Rockford, Illinois.`,
})

const PRIVACY = page('legal/privacy-policy', {
  title: 'Privacy policy',
  description: 'What personal information Rock River Auto Group collects, how we use and share it, and your choices.',
  body: `
## Who we are

This privacy policy applies to Rock River Auto Group, LLC and its stores in Rockford and Moline, Illinois and Elkhart
and Fort Wayne, Indiana, and to this website.

## Information we collect

- Contact details you give us: name, email address, phone number and address.
- Vehicle and trade-in details: the vehicles you ask about and the vehicle you want to sell or trade.
- Credit application details: income, employment, housing, date of birth and Social Security number, only when you
  apply for financing.
- Service details: your vehicle, the work requested and your appointment.
- Website data: pages viewed, the link or campaign that brought you here, and cookies as described in our cookie
  policy.

## How we use it

- To answer your enquiries, schedule test drives and service appointments and prepare offers.
- To submit credit applications to the lenders you authorize, and to complete your purchase.
- To send the text-message codes that verify your phone number.
- To improve our website and measure our advertising, when you allow those cookies.

## Who we share it with

We share information with lenders when you apply for financing, with service providers that host our website and
send our email and text messages, and where the law requires it. We do not sell your personal information.

## How we protect it

Credit application data is encrypted when it is sent and when it is stored, and only authorized finance staff can
read it. We keep information only as long as we need it for the purposes above or as the law requires.

## Your choices

You can ask us what information we hold about you, ask us to correct or delete it, and opt out of marketing email
and text messages at any time. Email info@rockriverauto.example or call any of our stores.`,
})

const TERMS = page('legal/terms-of-sale', {
  title: 'Terms of sale',
  description: 'The terms that apply when you buy a vehicle from Rock River Auto Group: prices, deposits and warranties.',
  body: `
## Prices and availability

Advertised prices exclude tax, title, license and the documentary fee, which are added according to the laws of the
state of the selling store. Vehicles are subject to prior sale. We make every effort to keep our listings accurate,
but equipment and photos may differ from the actual vehicle; please confirm the features that matter to you before
you buy.

## Deposits

A refundable deposit holds a vehicle for up to 48 hours. If you decide not to buy, the deposit is returned to the
original form of payment.

## Financing

Payment estimates on this website are for illustration only. Your rate and terms depend on your credit and on
lender approval, and are confirmed in your retail installment contract.

## Warranties and policies

- Lifetime engine limited warranty on eligible vehicles under 85,000 miles; terms and exclusions are in the warranty
  document you receive at delivery.
- 3-day exchange policy: exchange your vehicle for another of equal or greater value within 3 days and 250 miles.
- 30-day price match guarantee: if you find the same vehicle for less within 100 miles in 30 days, we refund the
  difference.
- Unless covered by one of these warranties or a service contract, used vehicles are sold as shown on the Buyers
  Guide displayed on the vehicle.

## Governing law

A sale is governed by the laws of the state in which the selling store is located.`,
})

const ESIGN = page('legal/electronic-signature-disclosure', {
  title: 'Electronic signature disclosure',
  description: 'Your consent to receive documents and sign electronically, and how to withdraw it.',
  body: `
## Your consent

By checking the consent box on one of our forms or signing electronically, you agree to receive disclosures, notices
and documents about your enquiry, credit application or purchase electronically, and to sign them electronically.
Your electronic signature has the same legal effect as a handwritten one under the federal ESIGN Act.

## What this covers

- Credit applications and the authorizations to obtain your credit report
- Privacy notices and disclosures required by law
- Purchase documents and retail installment contracts you choose to sign electronically

## Hardware and software you need

- A device with a current web browser and an internet connection
- A valid email address
- Software that opens PDF files, and a printer or storage to keep copies

## Paper copies and withdrawing consent

You may ask for a paper copy of any document at no charge, and you may withdraw your consent at any time by emailing
info@rockriverauto.example or calling any of our stores. Withdrawing consent does not affect documents you already
signed electronically.`,
})

/** The content pages: financing, company, service, protection plans and the four legal pages. */
export const PAGES: PageFixture[] = [
  FINANCING,
  BETTER_THAN_BHPH,
  BAD_CREDIT,
  COMPANY,
  SERVICE,
  PROTECTION,
  COOKIES,
  PRIVACY,
  TERMS,
  ESIGN,
]
