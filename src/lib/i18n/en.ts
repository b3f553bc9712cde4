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
} as const
