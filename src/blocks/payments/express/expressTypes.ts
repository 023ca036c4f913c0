/** The item express checkout buys, as the item page knows it. */
export type ExpressItem = { uuid: string; name: string; price: number };

/** What each implementation (Stripe's element, the local sheet) receives. */
export type ExpressImplementationProps = {
  item: ExpressItem;
  size: string;
  /** Where the shopper came from (the confirmation's `source`). */
  source: string;
  /** The confirmation page's URL, without the order's id. */
  returnUrl: string;
};
