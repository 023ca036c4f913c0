/**
 * Shop it Back (spec 000 §1): a one-time session booked from the campaign carries this booking
 * source, and the shopper is e-mailed a code worth the session once it is fulfilled
 * (docs/contracts/gifts.md).
 */
export const SHOP_IT_BACK_SOURCE = 'shop-it-back';
