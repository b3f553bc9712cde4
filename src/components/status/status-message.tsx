import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

type StatusMessageProps = {
  badge: string
  title: string
  subtitle: string
  button: { text: string; link: string }
}

/** The 404 and error page body: badge, page heading, explanation and one way out. */
export function StatusMessage({ badge, title, subtitle, button }: StatusMessageProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{badge}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
      <p className="mt-4 text-base text-ink-600 sm:text-lg">{subtitle}</p>
      <Link
        href={button.link}
        className="mt-8 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {button.text}
      </Link>
    </section>
  )
}
