/**
 * The signal between the unlock-inventory popup and the SRP's private-reserve section: the popup dispatches it on
 * window after a 201 (the access cookies are set by then), and the section fetches the reserve without a reload.
 */
export const RESERVE_UNLOCKED_EVENT = 'reserve:unlocked'

/** Tells the page that this browser may now see the private reserve. */
export function announceReserveUnlocked(): void {
  window.dispatchEvent(new Event(RESERVE_UNLOCKED_EVENT))
}
