import { FaqList } from '@/components/faq/faq-list'
import type { FinancingPageData } from '@/lib/data/content-pages'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'

import { BreadcrumbTrail } from './breadcrumb-trail'
import { ButtonLink } from './button-link'
import { ContentArticle } from './content-article'
import { routeParents } from './content-routes'
import { ImageGallery } from './image-gallery'

const APPLY_PATH = '/auto-financing/apply-for-financing'

/** /auto-financing: heading, subtitle, the pre-approval button, pictures, the page text and the financing FAQs. */
export function FinancingIndex({ data, locale }: { data: Extract<FinancingPageData, { kind: 'index' }>; locale: Locale }) {
  const actions = (
    <>
      <ButtonLink href={APPLY_PATH}>{t('content.pages.getPreApproved', locale)}</ButtonLink>
      <ButtonLink href="/auto-financing/free-credit-score-pre-approval" variant="secondary">
        {t('content.pages.freeCreditScore', locale)}
      </ButtonLink>
    </>
  )
  return (
    <ContentArticle page={data.page} actions={actions}>
      <ImageGallery images={data.page.images} />
      <FaqList faqs={data.faqs} headingId="financing-faqs" className="mt-12" />
    </ContentArticle>
  )
}

/** A financing content page (better than buy here pay here, bad credit): breadcrumbs, text, pre-approval button. */
export function FinancingContent({ data, locale }: { data: Extract<FinancingPageData, { kind: 'content' }>; locale: Locale }) {
  const { route, page } = data
  const crumbs = pageTrail(routeParents(route, locale), { name: page.heading || page.title, path: route.path })
  return (
    <ContentArticle
      page={page}
      before={<BreadcrumbTrail crumbs={crumbs} locale={locale} />}
      actions={<ButtonLink href={APPLY_PATH}>{t('content.pages.getPreApproved', locale)}</ButtonLink>}
    />
  )
}
