import { articleListRoute, LIST_BUILD_PROBE } from '@/components/articles/article-list-route'

/** Allowed to block: a real 404 status for an unknown topic or a page past the last, the list in document order. */
export const instant = false

const route = articleListRoute('es')

/** One probe path for the build; every real page renders on its first visit and is then kept (ISR). */
export function generateStaticParams() {
  return [{ page: LIST_BUILD_PROBE }]
}

/** Title, description and canonical link of this page of the list. */
export const generateMetadata = route.generateMetadata

/** /es/car-research/page/{n}: a later page of the list; a page past the last is a 404. */
export default route.ArticleListPage
