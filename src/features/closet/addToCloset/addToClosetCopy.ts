/**
 * The spec's words for a failure to add to the closet (spec 001 §2, §8): the add-to-closet page
 * and the AddClosetItem modal.
 */
export const SOMETHING_WENT_WRONG = 'An error occurred, please try again later.';

/** How the session recap's additions are marked (spec 001 §7). */
export const SESSION_RECAP_SOURCE = 'session_recap';

/** 'Add N Item(s) to Closet': 'Item' for one, 'Items' otherwise. */
export const addItemsLabel = (count: number) =>
  `Add ${count} ${count === 1 ? 'Item' : 'Items'} to Closet`;
