import type { Faq } from '@/payload-types'

export type FaqFixture = Omit<Faq, 'id' | 'createdAt' | 'updatedAt'>

const QA: [question: string, paragraphs: string[]][] = [
  ['Will getting pre-approved hurt my credit score?', [
    'No. Our online pre-approval uses a soft inquiry, which does not affect your credit score. You will not be asked for your Social Security number or date of birth for the first step.',
    'A hard inquiry happens only when you choose a vehicle and ask us to finalize the loan with a lender, and we always tell you before that happens.',
  ]],
  ['How long does pre-approval take?', [
    'Most shoppers finish the online form in under two minutes and see a decision on screen in under a minute.',
    'If a lender needs more information, a finance manager will reach out, and approvals are commonly completed within 24 to 48 hours.',
  ]],
  ['Can I get financing with bad credit or no credit?', [
    'Yes. We work with a network of banks, credit unions and specialty lenders that approve buyers across the whole credit spectrum, including first-time buyers and people rebuilding after bankruptcy.',
    'Your rate depends on your credit score band, the vehicle and the term. On-time payments on an auto loan are one of the best ways to rebuild your credit.',
  ]],
  ['Do you offer $0 down financing?', [
    'Many approved buyers qualify for $0 down on select vehicles. Whether you qualify depends on your credit, income and the vehicle you choose.',
    'A down payment or trade-in equity lowers your monthly payment and the total interest you pay, so our calculator lets you try different amounts.',
  ]],
  ['What documents do I need to finalize my loan?', [
    "Bring a valid driver's license, proof of income such as your two most recent pay stubs, and proof of residence such as a utility bill.",
    'If you are trading in a vehicle, bring the title or your loan payoff information, all keys and the registration.',
  ]],
  ['How is my monthly payment estimated?', [
    'The estimate uses the vehicle price, your cash down, your trade equity, the loan term in months and an APR based on your credit score range.',
    'Taxes, title and the documentary fee are added according to the store\'s state. The final figures are confirmed by the lender before you sign.',
  ]],
  ['Can I apply with a co-borrower?', [
    'Yes. The full credit application has a co-borrower section for a spouse, partner or family member.',
    'A co-borrower with strong credit or additional income can improve your approval odds and lower your rate. Both applicants are responsible for the loan.',
  ]],
  ['Can I refinance a loan I already have?', [
    'Often, yes. If your credit has improved or rates have dropped since you bought your car, our lenders may be able to lower your payment.',
    'Send us your current lender, payoff amount and vehicle details through the financing form and we will tell you what is possible.',
  ]],
  ['What loan terms are available?', [
    'Terms from 12 to 72 months are available on most vehicles. Shorter terms cost less interest overall; longer terms lower the monthly payment.',
    'Vehicles of model year 2018 and newer usually qualify for the best rates, and some lenders limit the term on older or high-mileage vehicles.',
  ]],
  ['Can I pay off my loan early?', [
    'Yes. The lenders we work with do not charge prepayment penalties on retail auto loans.',
    'Paying extra toward the principal each month shortens the loan and reduces the total interest you pay.',
  ]],
]

/** The ten financing FAQs shown on /auto-financing and on the home page. */
export const FAQS: FaqFixture[] = QA.map(([question, paragraphs], index) => ({
  question,
  answers: paragraphs.map((paragraph) => ({ paragraph })),
  placement: ['auto-financing', 'home'],
  sortOrder: index + 1,
}))
