import { articleSearchRoute } from '@/components/articles/article-search-route'

/** Allowed to block: the results render in document order, so the GET form works without JavaScript. */
export const instant = false

const route = articleSearchRoute('en')

/** Titled by the query; noindex, follow. */
export const generateMetadata = route.generateMetadata

/** /car-research/search?q=…: published articles ranked by title, excerpt and body matches. */
export default route.ArticleSearchPage
