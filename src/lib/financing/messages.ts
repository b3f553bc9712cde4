/**
 * What the pre-approval forms tell the visitor after sending (the product spec quotes no texts for them). The site's
 * toasts that fit are reused word for word: 'Something went wrong' and 'There was an error saving your
 * information.'
 */
export const FINANCING_MESSAGES = {
  receivedTitle: 'Application received',
  received:
    'Thank you! Your pre-approval application was sent. Someone from our finance team will contact you within ' +
    '24-48 hours.',
  onFileTitle: 'Application already on file',
  onFile:
    'We already have this application from you, so nothing new was sent. Our finance team will contact you soon; ' +
    'change any detail and send the form again to update it.',
  errorTitle: 'Something went wrong',
  error: 'There was an error saving your information.',
} as const
