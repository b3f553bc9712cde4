import type { Review } from '@/payload-types'

type Category = NonNullable<Review['categories']>[number]

export type ReviewFixture = Omit<Review, 'id' | 'createdAt' | 'updatedAt' | 'reviewerPhoto'> & { slug: string }

const GOOGLE = 'https://www.google.com/maps/place/Rock+River+Auto+Group'
const FACEBOOK = 'https://www.facebook.com/rockriverautogroup/reviews'

// [name, platform, rating, categories, text]
const ROWS: [string, 'google' | 'facebook', number, Category[], string][] = [
  ['Jessica Morales', 'google', 5, ['Finance', 'Buy'], 'I was nervous about my credit, but Diego found me a loan with a payment I can actually afford. Drove home in a 2021 RAV4 the same day.'],
  ['Tom Brennan', 'google', 5, ['Buy'], 'No pressure at all. Emily listened to what I needed and had the truck pulled up and warmed up when I arrived.'],
  ['Latoya Simmons', 'facebook', 5, ['Finance'], 'The online pre-approval took about a minute and did not touch my credit score. Everything was ready when I walked in.'],
  ['Greg Hansen', 'google', 4, ['Sale'], 'Sold my old Silverado here. The offer was fair, the paperwork took 20 minutes and I had the check that afternoon.'],
  ['Priya Raman', 'google', 5, ['Service'], 'Gloria and the service team explained everything and sent photos before doing any work. Oil change was done in 40 minutes.'],
  ['Mike Dorsey', 'facebook', 5, ['Buy', 'Finance'], 'Second car I have bought from Rock River. Price was exactly what was online, no surprise fees besides the doc fee they told me about upfront.'],
  ['Sarah Lindgren', 'google', 5, ['Sale'], 'Got an instant offer online for my Accord, brought it in and they honored it. Same-day payout as promised.'],
  ['Carlos Vega', 'google', 5, ['Finance'], 'After my divorce my credit was a mess. They got me approved with a reasonable rate and helped me rebuild.'],
  ['Amanda Fitch', 'google', 4, ['Service'], 'Brakes and rotors done for less than the quote from the chain shop down the road. Waiting room has good coffee.'],
  ['Dave Kuehn', 'facebook', 5, ['Buy'], 'Jamal answered my online questions at 9 pm and had a walkaround video in my inbox the next morning.'],
  ['Renee Dubois', 'google', 5, ['Sale', 'Buy'], 'Traded in my minivan for a CR-V. They gave me more than CarMax and the whole swap took under two hours.'],
  ['Kyle Prentice', 'google', 5, ['Service'], 'Check-engine light came on during a road trip. Elkhart service diagnosed it within the hour and had me back on I-80 by lunch.'],
  ['Monique Harris', 'facebook', 5, ['Finance'], 'First car in my own name! They explained APR, term and everything in plain English.'],
  ['Jeff Olson', 'google', 4, ['Buy'], 'Good selection of trucks at the Moline store. Hannah was great. Only four stars because the detail took a little long.'],
  ['Lisa Tran', 'google', 5, ['Service', 'Buy'], 'Bought here last year and keep coming back for service. They remember my name and my car.'],
  ['Brandon Keller', 'google', 5, ['Sale'], 'Sold my Mustang in one visit. They handled my loan payoff with the bank directly, so I did not have to do a thing.'],
  ['Angela Rossi', 'facebook', 5, ['Finance', 'Buy'], 'Rachel and Diego worked together to get me into a certified Highlander with an extended warranty at a payment under my budget.'],
  ['Steve Novak', 'google', 5, ['Service'], 'Lifetime parts and labor warranty on the water pump they replaced. That is the kind of thing that earns loyalty.'],
  ['Heather Quinn', 'google', 5, ['Buy'], 'Found my Outback on the website, unlocked the reserve inventory and got a better price than listed. Smooth process.'],
  ['Marcus Lee', 'facebook', 4, ['Sale'], 'Fair trade-in value for a high-mileage Civic. They were honest about what it needed and still made a decent offer.'],
  ['Nicole Baptiste', 'google', 5, ['Finance'], 'Bad credit auto financing that did not feel like a buy-here-pay-here lot. Real banks, real rates, friendly people.'],
  ['Ryan Schmitt', 'google', 5, ['Service'], 'Tires, alignment and a state inspection in one visit. The shuttle driver got me to work on time.'],
  ['Olivia Grant', 'google', 5, ['Buy', 'Sale'], 'Sold them my old car and bought a Tacoma the same day. Tyler made it fun instead of stressful.'],
  ['Pete Zielinski', 'facebook', 5, ['Finance'], 'Refinanced through their lender network and dropped my payment by $80 a month.'],
  ['Megan Fairchild', 'google', 5, ['Service'], 'They fit me in on a Saturday for a flat tire even though service is technically closed. Above and beyond.'],
  ['Andre Whitfield', 'google', 5, ['Buy'], 'The 75-point inspection report and free history report made me comfortable buying a used car from two hours away.'],
  ['Kristin Yoder', 'google', 4, ['Sale'], 'Offer was valid for 7 days, which gave me time to think. Came back on day 6 and it was honored without any games.'],
  ['Luis Castillo', 'facebook', 5, ['Finance', 'Service'], 'Financed my Ram here and now do all my service here too. Same great people on both sides.'],
  ['Beth Anderson', 'google', 5, ['Buy'], 'They matched a price I found 30 miles away thanks to their 30-day price match guarantee.'],
  ['Chris Mahoney', 'google', 5, ['Sale'], 'I just wanted to sell, not buy. They made an offer anyway and did not try to upsell me. Refreshing.'],
  ['Tasha Greene', 'google', 5, ['Service'], 'Honest advice: they told me my brakes had another 10,000 miles in them instead of selling me a job I did not need.'],
  ['Jon Erickson', 'facebook', 5, ['Finance'], 'Full credit application online with my wife as co-borrower. Approved the next morning.'],
  ['Samantha Cole', 'google', 5, ['Buy', 'Finance'], 'Used their payment calculator at home, then the numbers in the finance office matched to the dollar.'],
  ['Derek Voss', 'google', 4, ['Service'], 'Quality work on my F-150. It took an extra day waiting for a part but they gave me a loaner.'],
  ['Yvonne Pierce', 'facebook', 5, ['Sale', 'Finance'], 'Traded my upside-down loan into a cheaper car and they rolled it in responsibly. My payment went down.'],
  ['Hector Alvarez', 'google', 5, ['Buy'], 'Bought a Tesla Model 3 from the Fort Wayne store. They even showed me how to use the charger.'],
  ['Paula Jennings', 'google', 5, ['Service', 'Sale'], 'Service found that my old car needed a transmission, and sales gave me a fair trade-in offer for it as-is.'],
  ['Walt Kerner', 'google', 5, ['Finance'], 'At 72 I did not expect to enjoy buying a car. They were patient and kind and explained every form.'],
]

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-')

/** Google and Facebook reviews; every category (Finance, Buy, Sale, Service) has at least nine. */
export const REVIEWS: ReviewFixture[] = ROWS.map(([reviewerName, platform, rating, categories, text], index) => ({
  slug: slugOf(reviewerName),
  reviewerName,
  platform,
  rating,
  categories,
  text,
  photo: index % 3 === 0,
  url: platform === 'google' ? GOOGLE : FACEBOOK,
  // Spread over the last eighteen months, newest first.
  reviewedAt: new Date(Date.UTC(2026, 9, 30 - index * 14, 15)).toISOString(),
}))
