import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { LivePreviewRefresh } from '@/components/home/live-preview-refresh.client'
import { RichText } from '@/components/rich-text/rich-text'
import { MediaImage } from '@/components/media/media-image'
import { JsonLd } from '@/components/seo/json-ld'
import { articleJsonLd } from '@/lib/articles/json-ld'
import { articleListHref, CAR_RESEARCH_PATH } from '@/lib/articles/paths'
import { readingTimeLabel } from '@/lib/articles/reading-time'
import type { ArticlePageData } from '@/lib/data/articles'
import { formatDate } from '@/lib/format'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { breadcrumbListJsonLd, pageTrail } from '@/lib/structured-data/breadcrumbs'

import { ArticleGrid, sectionLabel } from './article-card'

/**
 * An article page: breadcrumb, title, byline (author, mm/dd/yy date, reading time), hero image, body, topics and
 * up to three related articles, with Article and BreadcrumbList structured data. Every address of the article
 * renders this; the canonical link (metadata) names /car-research/{slug}.
 */
export function ArticleView({ data, locale = DEFAULT_LOCALE }: { data: ArticlePageData; locale?: Locale }) {
  const { article, related, origin } = data
  const date = formatDate(article.publishedAt)
  const crumbs = pageTrail([{ name: t('carResearch.title', locale), path: CAR_RESEARCH_PATH }], {
    name: article.title,
    path: article.path,
  })
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <LivePreviewRefresh />
      <nav aria-label={t('content.articles.breadcrumb', locale)} className="text-sm text-ink-600">
        <ol className="flex flex-wrap gap-1">
          {crumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path} className="after:ml-1 after:content-['/']">
              <Link href={crumb.path} className="text-brand-700 underline underline-offset-2">
                {crumb.name}
              </Link>
            </li>
          ))}
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <article className="mt-4">
        <header className="max-w-3xl">
          <p className="font-semibold text-brand-700">{sectionLabel(article.section, locale)}</p>
          <h1 className="mt-1 text-3xl font-bold text-ink-900 sm:text-4xl">{article.title}</h1>
          <p className="mt-3 text-ink-600">
            {article.author && <span>{fill(t('content.articles.by', locale), { author: article.author })}</span>}
            {article.author && date && <span aria-hidden="true"> · </span>}
            {date && (
              <time dateTime={article.publishedAt ?? undefined}>
                <span className="sr-only">{t('content.articles.published', locale)} </span>
                {date}
              </time>
            )}
            <span aria-hidden="true"> · </span>
            <span>{readingTimeLabel(article.readingMinutes, locale)}</span>
          </p>
        </header>
        {article.heroImage && (
          <div className="relative mt-6 aspect-[16/9] w-full max-w-4xl overflow-hidden rounded-xl bg-surface">
            <MediaImage media={article.heroImage} size="large" alt="" sizes="(min-width: 896px) 56rem, 100vw" priority />
          </div>
        )}
        <RichText data={article.body} className="mt-8" />
        {article.categories.length > 0 && (
          <div className="mt-8 max-w-3xl border-t border-line pt-4">
            <h2 className="text-sm font-semibold text-ink-900">{t('content.articles.topics', locale)}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {article.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={articleListHref({ category: category.slug })}
                    className="inline-flex min-h-11 items-center rounded-full border border-line px-4 text-sm font-semibold text-ink-900 hover:border-brand-700"
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-articles-heading" className="mt-12">
          <h2 id="related-articles-heading" className="text-2xl font-bold text-ink-900">
            {t('content.articles.related', locale)}
          </h2>
          <div className="mt-4">
            <ArticleGrid articles={related} headingLevel="h3" locale={locale} />
          </div>
        </section>
      )}
      <JsonLd data={articleJsonLd(article, origin)} />
      <JsonLd data={breadcrumbListJsonLd(crumbs, origin)} />
    </div>
  )
}
