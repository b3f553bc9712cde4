import { enContent } from './en-content'

/**
 * English site texts, keyed as SPEC names them (pages.error-page.*). Only the shell's texts live here for now;
 * later pages add their own branches.
 */
export const en = {
  pages: {
    'error-page': {
      badge: 'Error',
      title: 'Something went wrong',
      subtitle: 'Sorry, an unexpected error occurred on our side. Please try again, or go back to the home page.',
      button: { text: 'Go back home', link: '/' },
    },
    'not-found-page': {
      badge: '404',
      title: 'Page not found',
      subtitle: "Sorry, we couldn't find the page you're looking for.",
      button: { text: 'Go back home', link: '/' },
    },
  },
  /** Price-drop and saved-search alerts (issue 14): the forms, the emails and the confirm/unsubscribe pages. */
  alerts: {
    form: {
      'price-drop-title': 'Tell me if the price drops',
      'price-drop-intro': 'We will email you when this car gets cheaper. Nothing else, and you can stop any time.',
      'new-matches-title': 'Tell me about new matches',
      'new-matches-intro': 'We will email you when a car that fits this search arrives, at most once a day.',
      email: 'Email',
      submit: 'Email me',
      sending: 'Sending…',
      'success-title': 'Check your inbox',
      success: 'We sent you an email with a link. Your alert starts once you confirm it.',
    },
    errors: {
      'vehicle-gone': 'This vehicle is no longer for sale.',
      'search-invalid': 'This search cannot be saved. Go back to the search page and try again.',
      'content-type': 'Send the form as JSON.',
    },
    email: {
      'confirm-subject-price-drop': 'Confirm your price alert',
      'confirm-subject-new-matches': 'Confirm your search alert',
      'confirm-intro-price-drop': 'Please confirm that you want an email when the price of this car drops:',
      'confirm-intro-new-matches': 'Please confirm that you want an email when new cars match this search:',
      'confirm-link': 'Confirm your alert:',
      'confirm-ignore': 'If you did not ask for this, ignore this email: nothing more will be sent.',
      'digest-subject-price-drop': 'Price drop:',
      'digest-subject-updates': 'Updates on the cars you follow',
      'digest-price-drops': 'Price drops',
      'digest-new-matches': 'New matches for your search',
      now: 'now',
      was: 'was',
      unsubscribe: 'Stop these emails:',
      'sent-by': 'You get this email because you asked for alerts at',
    },
    pages: {
      'confirmed-title': 'Your alert is on',
      confirmed: 'Thank you. We will email you when there is news, at most once a day.',
      'unsubscribe-title': 'Stop alert emails',
      unsubscribe: 'Stop every price and search alert sent to this address?',
      'unsubscribe-button': 'Unsubscribe',
      'unsubscribed-title': 'You are unsubscribed',
      unsubscribed: 'We will not send you any more alert emails.',
      'invalid-title': 'This link does not work',
      invalid: 'The link is incomplete or was changed. Copy the whole link from the email, or ask for a new alert.',
      'expired-title': 'This link has expired',
      expired: 'Confirmation links work for 7 days. Ask for the alert again on our website.',
      'gone-title': 'This alert no longer exists',
      gone: 'It was removed or unsubscribed. You can ask for a new alert on our website.',
      home: 'Go to our website',
    },
  },
  site: {
    title: 'Used cars for sale, auto financing and service',
    description: 'Shop used cars, get pre-approved for auto financing, value your trade-in and schedule service.',
    skipLink: 'Skip to main content',
    brandFallback: 'Dealership',
    header: { mainNav: 'Main', menu: 'Menu', callSales: 'Call sales', call: 'Call' },
    language: { label: 'Language', en: 'English', es: 'Español', switchTo: 'Ver esta página en español' },
    footer: {
      visitUs: 'Visit us',
      sales: 'Sales',
      service: 'Service',
      nav: 'Footer',
      legalNav: 'Legal and contact',
      rights: 'All rights reserved.',
    },
    newTab: '(opens in a new tab)',
  },
  home: {
    fallbackHeading: 'Used cars for sale',
    featuredOffers: 'Featured offers',
    quickActions: 'Quick actions',
    learnMore: 'Learn more',
    viewAllUsed: 'View all used cars',
    noBodyStyles: 'Body styles will appear here once inventory is set up.',
  },
  listing: {
    filters: 'Filters',
    oneVehicle: '1 vehicle',
    vehicles: '{count} vehicles',
    pageOf: ', page {page} of {pages}',
    paymentNote:
      '* Estimated monthly payments use our standard finance terms, are for illustration only and are not an offer of credit. Taxes, title and fees included; your rate depends on your credit.',
  },
  carResearch: {
    title: 'Car research',
    intro: 'Staff reviews, buying and financing advice, answers to common questions, dealership news and community stories.',
    guideLink: 'Shop by body style: our buying guide',
    empty: 'No articles have been published yet.',
    emptyTopic: 'No articles have been published on this topic yet.',
  },
  /** Help center, car research, content, team, careers and contact pages, store hours (issue 11). */
  content: enContent,
} as const
