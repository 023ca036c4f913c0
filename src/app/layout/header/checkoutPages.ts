/**
 * The checkout pages, which show the checkout header on phones (spec 001 §2 "a checkout header
 * with logo and back arrow (small screens)"): session checkout (000 §2), item checkout (001 §2)
 * and gift card checkout (000 §2). Confirmation pages are not checkout pages: back from a paid
 * order would lead to a finished payment, so they keep the full header.
 */
export const CHECKOUT_PAGES = [
  '/checkout',
  '/shopping-list/checkout',
  '/gift-cards/checkout',
] as const;

export type CheckoutPage = (typeof CHECKOUT_PAGES)[number];

/** The checkout page at `pathname` (a trailing slash allowed), or null. */
export const checkoutPageAt = (pathname: string): CheckoutPage | null =>
  CHECKOUT_PAGES.find((page) => pathname === page || pathname === `${page}/`) ?? null;
