/**
 * The shopper's item events and their default values in USD: view_search_results 2, view_item_list 3,
 * view_item 5, add_to_cart 20, purchase 30. Each carries the vehicles it is about as Google Analytics 4
 * ecommerce items. Pure.
 */
import { ITEM_EVENT_VALUES } from '@/lib/settings/defaults'

import type { TrackingEvent } from './events'

export type ItemEventName = keyof typeof ITEM_EVENT_VALUES
export const ITEM_EVENT_NAMES = Object.keys(ITEM_EVENT_VALUES) as ItemEventName[]

/** True for one of the item events' names. */
export function isItemEventName(value: string): value is ItemEventName {
  return Object.hasOwn(ITEM_EVENT_VALUES, value)
}

/** One vehicle as an ecommerce item: its id (the same in every event), name and make, place in a list. */
export type TrackedItem = { id: string; name?: string; brand?: string; index?: number }

/** What an item event is about: its vehicles, and the list, search or lead it comes from. */
export type ItemDetails = {
  items: TrackedItem[]
  listId?: string
  listName?: string
  searchTerm?: string
  /** The lead's id, for purchase: a lead counted twice shows as one transaction. */
  transactionId?: string
}

/** The fields of a vehicle an item needs (cards, the vehicle page and search results all have them). */
export type ItemVehicle = { id: string | number; year?: number | null; make?: string | null; model?: string | null; trim?: string | null }

/** A vehicle as an item: id as text, name '2021 Honda Civic EX', make as brand. No price: a locked price stays hidden. */
export function vehicleItem(vehicle: ItemVehicle, index?: number): TrackedItem {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  return {
    id: String(vehicle.id),
    ...(name ? { name } : {}),
    ...(vehicle.make ? { brand: vehicle.make } : {}),
    ...(index === undefined ? {} : { index }),
  }
}

/** A list of vehicles (home's newest, similar vehicles) for view_item_list, each with its place. */
export function vehicleList(listId: string, listName: string, vehicles: readonly ItemVehicle[]): ItemDetails {
  return { listId, listName, items: vehicles.map((vehicle, index) => vehicleItem(vehicle, index)) }
}

/**
 * A search results page for view_search_results: the words searched for (`q=`), or without them the heading that
 * names the page's filters ('Used Honda Civic for sale'), and the vehicles shown.
 */
export function searchResults(keyword: readonly string[], filtersHeading: string, vehicles: readonly ItemVehicle[]): ItemDetails {
  const words = keyword.join(' ').trim()
  return { searchTerm: words || filtersHeading, listId: 'search-results', listName: 'Search results', items: vehicles.map((v, i) => vehicleItem(v, i)) }
}

/** Builds an item event with its default value. */
export function itemEvent(name: ItemEventName, eventId: string, path: string, details: ItemDetails): TrackingEvent {
  return { name, eventId, value: ITEM_EVENT_VALUES[name], currency: 'USD', path, details }
}

/** The GA4 parameters of an item event: value and currency, the items in GA4's spelling, the list or search. */
export function ga4ItemParams(event: Pick<TrackingEvent, 'value' | 'currency' | 'eventId' | 'details'>): Record<string, unknown> {
  const details = event.details ?? { items: [] }
  const optional = {
    item_list_id: details.listId,
    item_list_name: details.listName,
    search_term: details.searchTerm,
    transaction_id: details.transactionId,
  }
  return {
    value: event.value,
    currency: event.currency,
    event_id: event.eventId,
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    items: details.items.map((item) => ({
      item_id: item.id,
      ...(item.name ? { item_name: item.name } : {}),
      ...(item.brand ? { item_brand: item.brand } : {}),
      ...(item.index === undefined ? {} : { index: item.index }),
    })),
  }
}

/**
 * purchase for a lead form's success: a lead about one vehicle (its id in the form's context) that the server
 * stored as new. Null for a lead about no vehicle, or one the server already had (a retried submission).
 */
export function leadPurchase(vehicleId: string | undefined, leadId: string | null, unchanged: boolean): ItemDetails | null {
  if (!vehicleId || unchanged) return null
  return { items: [{ id: vehicleId }], ...(leadId ? { transactionId: leadId } : {}) }
}
