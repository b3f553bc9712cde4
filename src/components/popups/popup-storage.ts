import {
  parseViewedItems,
  recordPageView,
  VIEWED_ITEMS_STORAGE_KEY,
  WRONG_PARAM_MESSAGE,
  type ViewedItems,
} from '@/lib/popups/page-items'
import type { PopupPage } from '@/lib/popups/page-match'
import type { PopupRules } from '@/lib/popups/visibility'
import {
  FINISHED_POPUPS_COOKIE,
  FINISHED_POPUPS_MAX_AGE_S,
  finishedPopupsOf,
  withFinishedPopup,
} from '@/lib/popups/visitor'

import { readBrowserCookies, writeBrowserCookie } from '@/lib/cookies/browser'

/** Session lists: popups the visitor switched off (side tab ×), and popups they closed without submitting. */
const SESSION_KEYS = { disabled: 'disabledPopups', dismissed: 'dismissedPopups' } as const
type SessionList = keyof typeof SESSION_KEYS

// Storage can be full, blocked or missing (private modes): popups then simply forget, they never break the page.
function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key)
  } catch {
    return null
  }
}

function writeStorage(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value)
  } catch {
    // See readStorage.
  }
}

/** A session list of popup keys. */
export function sessionList(list: SessionList): string[] {
  const raw = readStorage(() => sessionStorage, SESSION_KEYS[list])
  return raw ? raw.split(',').filter(Boolean) : []
}

/** Adds a popup to a session list. */
export function addToSessionList(list: SessionList, key: string): void {
  writeStorage(() => sessionStorage, SESSION_KEYS[list], [...new Set([...sessionList(list), key])].join(','))
}

/** Counts this page view for the popups' items-viewed rules and returns the updated counts. */
export function countPageView(popups: readonly PopupRules[], page: PopupPage): ViewedItems {
  const current = parseViewedItems(readStorage(() => localStorage, VIEWED_ITEMS_STORAGE_KEY))
  const { store, invalid } = recordPageView(current, popups, page)
  // A malformed params rule (stored around the admin's validation) is named in the console.
  if (invalid.length > 0) console.error(`${WRONG_PARAM_MESSAGE}: ${invalid.join(', ')}`)
  writeStorage(() => localStorage, VIEWED_ITEMS_STORAGE_KEY, JSON.stringify(store))
  return store
}

/** The finished popups of the cookie. */
export function finishedPopups(): string[] {
  return finishedPopupsOf(readBrowserCookies())
}

/** Finishes a popup for good (it is never shown again): its key joins the finished-popups cookie for a year. */
export function finishPopup(key: string): void {
  writeBrowserCookie(FINISHED_POPUPS_COOKIE, withFinishedPopup(finishedPopups(), key), FINISHED_POPUPS_MAX_AGE_S)
}
