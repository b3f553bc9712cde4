import { localePath, type Locale } from '@/lib/i18n/locales'

type StatusMessageProps = {
  badge: string
  title: string
  subtitle: string
  /** The way out, a site path ('/'): the page's language prefix is added. */
  button: { text: string; link: string }
  locale: Locale
}

/**
 * The 404 and error page body: badge, page heading, explanation and one way out. The way out is a plain link (a
 * full page load, the right thing after an error): Next sends a group's not-found element with every page of the
 * group, so a client link here put the link components' script into every page's scripts a second time.
 */
export function StatusMessage({ badge, title, subtitle, button, locale }: StatusMessageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{badge}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-base text-ink-600 sm:text-lg">{subtitle}</p>
      <a
        href={localePath(button.link, locale)}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {button.text}
      </a>
    </section>
  )
}
