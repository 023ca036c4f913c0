import { useLocation } from 'react-router-dom';
import { useIsPhone } from '@/ui/hooks/useIsPhone';
import type { CheckoutPage } from './checkoutPages';
import { CheckoutHeader } from './CheckoutHeader';
import { Header } from './Header';

/** Where each checkout page's back arrow goes when the app has no earlier page: the step before. */
const BACK_FALLBACKS: Record<CheckoutPage, (search: string) => string> = {
  // The plan step of the same booking (its `booking` query).
  '/checkout': (search) => `/plans${search}`,
  '/shopping-list/checkout': () => '/shopping-list',
  '/gift-cards/checkout': () => '/gift-cards',
};

/**
 * A checkout page's header: on a phone (as `useIsPhone` reads it: a phone or tablet, or 768 px
 * wide or less) the checkout header, logo and back arrow (spec 001 §2); wider, the full header,
 * as on every other page. Follows the width as it changes.
 */
export const CheckoutPageHeader = ({ page }: { page: CheckoutPage }) => {
  const { search } = useLocation();
  const isPhone = useIsPhone();
  return isPhone ? <CheckoutHeader fallback={BACK_FALLBACKS[page](search)} /> : <Header />;
};
