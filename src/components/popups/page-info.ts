import { PAGE_INFO_ATTRIBUTE, parsePageInfo, type PageInfo } from '@/lib/popups/page-info'

/** The page info the current page rendered (PopupPageInfo), or none. */
export function readPageInfo(): PageInfo {
  return parsePageInfo(document.querySelector(`[${PAGE_INFO_ATTRIBUTE}]`)?.getAttribute(PAGE_INFO_ATTRIBUTE))
}
