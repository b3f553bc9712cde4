import { FaqList } from '@/components/faq/faq-list'
import type { FinancingPageData } from '@/lib/data/content-pages'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'

import { BreadcrumbTrail } from './breadcrumb-trail'
import { ButtonLink } from './button-link'
import { ContentArticle } from './content-article'
import { ImageGallery } from './image-gallery'

const APPLY_PATH = '/auto-financing/apply-for-financing'

/** /auto-financing: heading, subtitle, the pre-approval button, pictures, the page text and the financing FAQs. */
export function FinancingIndex({ data }: { data: Extract<FinancingPageData, { kind: 'index' }> }) {
  const actions = (
    <>
      <ButtonLink href={APPLY_PATH}>Get pre-approved</ButtonLink>
      <ButtonLink href="/auto-financing/free-credit-score-pre-approval" variant="secondary">
        Free credit score
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
export function FinancingContent({ data }: { data: Extract<FinancingPageData, { kind: 'content' }> }) {
  const { route, page } = data
  const crumbs = pageTrail(route.parents ?? [], { name: page.heading || page.title, path: route.path })
  return (
    <ContentArticle
      page={page}
      before={<BreadcrumbTrail crumbs={crumbs} />}
      actions={<ButtonLink href={APPLY_PATH}>Get pre-approved</ButtonLink>}
    />
  )
}
