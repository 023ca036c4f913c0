import { SHOP_IT_BACK_SOURCE } from '@shared/shopItBack';

const KEY = 'lw:shop-it-back';

/**
 * Whether the shopper chose Shop it Back in this visit (its Banner's 'Book My Session'): the
 * booking they go on to make, through the quiz, a search or a profile, carries the campaign's
 * booking source so the server e-mails the code once the session is fulfilled. Kept for the tab's
 * session only; storage may be unavailable, and then nothing is remembered.
 */
export const noteShopItBack = () => {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // Private mode or storage off: the booking keeps its own source.
  }
};

const choseShopItBack = () => {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
};

/** The booking source to send: Shop it Back's once chosen in this visit, else the page's own. */
export const bookingSourceFor = (pageSource: string) =>
  choseShopItBack() ? SHOP_IT_BACK_SOURCE : pageSource;
