import { PAGE_INFO_ATTRIBUTE, type PageInfo } from '@/lib/popups/page-info'

/**
 * Tells the site-wide popup host (root layout) what this page is about beyond its path: item params for the
 * popups' rules and the vehicle their leads carry. Static, so the page stays one cached copy for everyone.
 */
export function PopupPageInfo(info: PageInfo) {
  return <div hidden {...{ [PAGE_INFO_ATTRIBUTE]: JSON.stringify(info) }} />
}
