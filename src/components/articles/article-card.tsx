import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { CarIcon } from '@/components/icons/icons'
import { MediaImage } from '@/components/media/media-image'
import type { ArticleSection } from '@/lib/articles/paths'
import type { ArticleCard as ArticleCardData } from '@/lib/articles/queries'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** A section's name in the page's language ('News', 'Noticias'). */
export function sectionLabel(section: ArticleSection, locale: Locale = DEFAULT_LOCALE): string {
  return t(`content.articles.sections.${section}`, locale)
}

type ArticleCardProps = {
  article: ArticleCardData
  /** Heading level of the title within the page's outline. */
  headingLevel?: 'h2' | 'h3'
  /** Shown instead of the excerpt (a search result's matching passage). */
  summary?: string | null
  locale?: Locale
}

/**
 * One article in a list: picture, section, title (the link; the whole card is its target area), date and excerpt.
 * The picture is decorative here: the title beside it says what the article is.
 */
export function ArticleCard({ article, headingLevel: Heading = 'h2', summary, locale }: ArticleCardProps) {
  const date = formatDate(article.publishedAt)
  const text = summary ?? article.excerpt
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-line bg-white focus-within:ring-3 focus-within:ring-brand-600 hover:border-brand-700">
      <div className="relative aspect-[16/9] w-full bg-surface">
        <MediaImage media={article.heroImage} size="card" alt="" sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 100vw" />
        {!article.heroImage && (
          <div className="absolute inset-0 grid place-items-center text-brand-700" aria-hidden="true">
            <CarIcon className="size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm font-semibold text-brand-700">{sectionLabel(article.section, locale)}</p>
        <Heading className="mt-1 text-lg font-bold text-ink-900">
          <Link href={article.path} className="after:absolute after:inset-0 focus:outline-none">
            {article.title}
          </Link>
        </Heading>
        {date && (
          <p className="mt-1 text-sm text-ink-600">
            <time dateTime={article.publishedAt ?? undefined}>{date}</time>
            {article.author && <> · {article.author}</>}
          </p>
        )}
        {text && <p className="mt-2 text-ink-700">{text}</p>}
      </div>
    </li>
  )
}

/** A responsive grid of article cards. */
export function ArticleGrid({
  articles,
  headingLevel,
  summaries,
  locale,
}: {
  articles: readonly ArticleCardData[]
  headingLevel?: 'h2' | 'h3'
  summaries?: ReadonlyMap<string, string>
  locale?: Locale
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} headingLevel={headingLevel} summary={summaries?.get(article.id)} locale={locale} />
      ))}
    </ul>
  )
}
