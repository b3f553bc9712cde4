import type { Faq } from '@/payload-types'

/** A help-center question: its answer paragraphs and the slugs of the help-center categories that list it. */
export type HelpFaqFixture = Omit<Faq, 'id' | 'createdAt' | 'updatedAt' | 'helpCenterCategories' | 'answers'> & {
  answers: { paragraph: string }[]
  categories: string[]
}

type Entry = [question: string, categories: string[], paragraphs: string[]]

const QA: Entry[] = [
  ['Can I test drive a car before I buy it?', ['buying-a-car'], [
    'Yes. Schedule a test drive from any vehicle page or call the store, and we will have the car washed, charged and waiting for you.',
    'Bring your driver\'s license and proof of insurance. Test drives usually take 20 to 30 minutes, and you are welcome to drive your normal commute route.',
  ]],
  ['Can a car be moved to the store nearest me?', ['buying-a-car'], [
    'Most vehicles can be transferred between our four stores within three to five business days.',
    'There is no charge for a transfer when you buy the vehicle. Ask your sales consultant when you reserve it.',
  ]],
  ['What does the 75-point inspection cover?', ['buying-a-car', 'warranty-and-protection'], [
    'Our technicians check the engine, transmission, brakes, suspension, steering, tires, lights, electronics and the body before a vehicle goes on sale.',
    'Anything that fails is repaired or replaced. The completed checklist is in the glovebox of every car, and you can ask to see it before your test drive.',
  ]],
  ['Do you deliver vehicles to my home?', ['buying-a-car'], [
    'Yes, within 60 miles of any of our stores. We bring the paperwork with us and take your trade-in back on the same trip.',
    'Home delivery is free within 30 miles; beyond that a flat fee applies, shown before you sign.',
  ]],
  ['What credit score do I need to get financed?', ['financing-and-credit'], [
    'There is no minimum. Our lenders approve buyers with excellent credit, limited credit and credit that is still being rebuilt.',
    'Your score mainly affects the interest rate. Checking your options with our online pre-approval uses a soft inquiry and does not lower your score.',
  ]],
  ['Can I use my own bank or credit union?', ['financing-and-credit'], [
    'Absolutely. Bring a pre-approval letter or a check from your lender, and we will complete the sale with it.',
    'Many buyers ask us to try to beat their rate first; if we cannot, you keep your own financing with no obligation.',
  ]],
  ['How do I make my monthly payments?', ['financing-and-credit'], [
    'Payments go directly to the lender that funds your loan. You will receive a welcome letter with online, phone and mail options within two weeks of purchase.',
    'Set up automatic payments to avoid late fees; some lenders take a small amount off the rate when you do.',
  ]],
  ['How is my trade-in offer calculated?', ['selling-or-trading'], [
    'We compare your vehicle\'s year, mileage, options and condition with recent auction and retail sales of the same model in our region.',
    'The online offer is confirmed after a short inspection at the store. If nothing differs from what you told us, the offer stands.',
  ]],
  ['Do I have to buy a car to sell you mine?', ['selling-or-trading'], [
    'No. We buy vehicles outright, whether or not you buy from us. You leave with a check the same day.',
    'If you do trade toward another vehicle, in most states you pay sales tax only on the difference, which can be worth hundreds of dollars.',
  ]],
  ['What should I bring when I sell or trade my car?', ['selling-or-trading'], [
    'Bring the title (or your lender\'s name and your account number if there is a loan), your registration, a photo ID and every key and remote.',
    'Service records are not required, but they can raise the offer on a well-kept car.',
  ]],
  ['How do I schedule service?', ['service-and-maintenance'], [
    'Book online from the service page, or call the service desk of the store you prefer. Same-week appointments are usually available.',
    'Tell us what you have noticed (noises, warning lights, vibrations) so the technician can set aside the right amount of time.',
  ]],
  ['Do you service cars that were not bought from you?', ['service-and-maintenance'], [
    'Yes. Our ASE-certified technicians service every make and model, wherever you bought it.',
    'We use parts that meet or exceed the manufacturer\'s specifications, so servicing with us keeps your factory warranty intact.',
  ]],
  ['How often should I change my oil?', ['service-and-maintenance'], [
    'Most modern engines using synthetic oil need a change every 5,000 to 7,500 miles; check your owner\'s manual or the maintenance reminder on your dash.',
    'Short trips, towing and Midwest winters are "severe service": change it sooner if that describes your driving.',
  ]],
  ['What does the lifetime engine limited warranty cover?', ['warranty-and-protection'], [
    'It covers the internally lubricated parts of the engine (pistons, crankshaft, camshafts, valves and the block and heads) for as long as you own the vehicle.',
    'To keep it in force, have the engine serviced at the intervals the manufacturer recommends and keep the receipts. Eligible vehicles have fewer than 85,000 miles at purchase.',
  ]],
  ['Can I return a car if I change my mind?', ['warranty-and-protection'], [
    'Our 3-day exchange policy lets you swap your vehicle for another one in our inventory within three days or 300 miles of purchase.',
    'The vehicle must be in the same condition as when you bought it. Talk to your sales consultant; there is no restocking fee.',
  ]],
  ['Are extended protection plans worth it?', ['warranty-and-protection'], [
    'They can be, especially on vehicles with expensive electronics or when you plan to keep the car past its factory warranty.',
    'We will show you what each plan covers and costs, and you can cancel within 30 days for a full refund if you change your mind.',
  ]],
  ['What information do you collect when I fill out a form?', ['privacy-and-your-data'], [
    'Only what the form asks for: usually your name, phone number and email, plus the details of the vehicle or appointment you asked about.',
    'Credit applications are encrypted and shared only with the lenders we ask to review your loan.',
  ]],
  ['How do I change my cookie choices?', ['privacy-and-your-data'], [
    'Use the cookie settings link at the bottom of every page to turn analytics and advertising cookies on or off at any time.',
    'Strictly necessary cookies, such as the one that remembers your choice, stay on because the site cannot work without them.',
  ]],
  ['How do I ask you to delete my information?', ['privacy-and-your-data'], [
    'Send a request through the contact page or call any store and ask for the privacy contact.',
    'We confirm your identity, then delete or anonymise your records within 45 days, except what the law requires us to keep (for example, sale and title records).',
  ]],
]

/** Questions for every help-center category, two paragraphs each, sorted within their topics. */
export const HELP_CENTER_FAQS: HelpFaqFixture[] = QA.map(([question, categories, paragraphs], index) => ({
  question,
  categories,
  answers: paragraphs.map((paragraph) => ({ paragraph })),
  sortOrder: 100 + index,
}))
