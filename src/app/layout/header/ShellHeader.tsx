import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyComponent } from '@/ui/lazyComponent';
import { checkoutPageAt, type CheckoutPage } from './checkoutPages';
import { Header } from './Header';

/**
 * Loaded only on a checkout page, so the first screen of every other page carries none of it. If
 * its code cannot arrive (offline), the full header stands in.
 */
const CheckoutPageHeader = lazyComponent<{ page: CheckoutPage }>(() =>
  import('./CheckoutPageHeader').then(
    (module) => module.CheckoutPageHeader,
    () => Header,
  ),
);

/**
 * The shell's header: the full header, except on a checkout page, whose header is the checkout
 * header on phones (spec 001 §2). Until that code has arrived, the full header shows.
 */
export const ShellHeader = () => {
  const page = checkoutPageAt(useLocation().pathname);
  if (!page) return <Header />;
  return (
    <Suspense fallback={<Header />}>
      <CheckoutPageHeader page={page} />
    </Suspense>
  );
};
