/**
 * The server-rendered texts around the sell-or-trade, pre-approval and credit-application forms: the
 * headings, intros, notes for visitors without JavaScript, the comparison chart's columns and the reviews band.
 * The forms' own texts are the catalogues' (es-forms*.ts, translated in the browser). The headings and intros are
 * those of src/lib/financing/pages.ts and src/lib/credit-application/page.ts (which give the English metadata),
 * written here again so the site texts import no form schema; tests/int/i18n-form-pages.int.spec.ts keeps them equal.
 */
export const enFormPages = {
  sellTrade: {
    reviewsTitle: 'Sellers and traders love the process',
    reviewsDescription: 'What customers who sold, traded or financed with us say.',
    comparisonHeading: 'How we compare',
    feature: 'Feature',
    otherDealerships: 'Other dealerships',
    onlineTools: 'Online trade tools',
    us: 'Us',
    yes: 'Yes',
    partial: 'Sometimes',
    no: 'No',
    wizardHeading: 'Get your instant offer',
    wizardIntro: 'Tell us about your car and its condition. It takes about a minute, and your offer is valid for 7 days.',
    noScript: 'The online offer needs JavaScript. Please call us for an offer on your car instead',
  },
  financing: {
    'apply-for-financing': {
      heading: 'Get pre-approved for auto financing',
      intro:
        'Apply online in under 2 minutes with no impact on your credit score. No social security number or date of ' +
        'birth is needed for this first step, and most applicants hear back within 24-48 hours.',
    },
    'free-credit-score-pre-approval': {
      heading: 'Free credit score pre-approval',
      intro:
        'Check your financing options for free with no impact on your credit score. Verify your cell phone with a ' +
        'one-time code, tell us a little about yourself, and our finance team will reach out within 24-48 hours.',
    },
    noScript: 'This form needs JavaScript. Please call us instead',
  },
  creditApplication: {
    heading: 'Full credit application',
    intro:
      'Apply for auto financing in a few steps: tell us about yourself, where you live and work, and add a ' +
      'co-borrower if someone applies with you. Your social security number and date of birth are sent securely ' +
      'and stored encrypted.',
    noScript: 'The credit application needs JavaScript. Please call us to apply',
    section: 'Credit application',
  },
  callSales: 'Call sales',
}
