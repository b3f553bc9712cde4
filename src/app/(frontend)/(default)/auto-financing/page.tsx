import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ButtonLink } from '@/components/content/button-link'
import { ContentArticle } from '@/components/content/content-article'
import { contentPageMeta } from '@/components/content/content-meta'
import { CONTENT_ROUTES } from '@/components/content/content-routes'
import { ImageGallery } from '@/components/content/image-gallery'
import { FaqList } from '@/components/faq/faq-list'
import { getFinancingIndexData } from '@/lib/data/content-pages'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(): Promise<Metadata> {
  const data = await getFinancingIndexData()
  return contentPageMeta(CONTENT_ROUTES.autoFinancing, data?.page ?? null, data?.dealerName ?? null)
}

/** /auto-financing: heading, subtitle, the pre-approval button, pictures, the page text and the financing FAQs. */
export default async function AutoFinancingPage() {
  const data = await getFinancingIndexData()
  if (!data) notFound()
  const actions = (
    <>
      <ButtonLink href="/auto-financing/apply-for-financing">Get pre-approved</ButtonLink>
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
