import { Suspense } from 'react';
import styled from 'styled-components';
import { EXPRESS_CHECKOUT_SOURCE } from '@/api/orders';
import { env } from '@/config/env';
import { Button } from '@/ui/Button';
import { lazyComponent } from '@/ui/lazyComponent';
import { PaymentFormLoading } from '../PaymentFormLoading';
import { ExpressButton } from './ExpressButton';
import { ExpressCheckoutBoundary } from './ExpressCheckoutBoundary';
import type { ExpressImplementationProps, ExpressItem } from './expressTypes';

/** Stripe's element when a publishable key is configured, else the local sheet; each lazily. */
const Implementation = env.stripePublishableKey
  ? lazyComponent<ExpressImplementationProps>(() =>
      import('./StripeExpressCheckout').then((module) => module.StripeExpressCheckout),
    )
  : lazyComponent<ExpressImplementationProps>(() =>
      import('./LocalExpressCheckout').then((module) => module.LocalExpressCheckout),
    );

/** The confirmation page express checkout returns to; the order's id is added to it. */
export const expressReturnUrl = (source: string, origin = window.location.origin) => {
  const url = new URL('/app/confirmation', origin);
  url.searchParams.set('checkoutSource', EXPRESS_CHECKOUT_SOURCE);
  url.searchParams.set('source', source);
  url.searchParams.set('track', '1');
  return url.href;
};

type ExpressCheckoutProps = {
  item: ExpressItem | null;
  /** The size chosen on the page; express checkout waits for one. */
  size: string | null;
  isSignedIn: boolean;
  /** Opens Signup for a visitor (the page's guest gate). */
  onSignIn: () => void;
  source: string;
};

/**
 * Express checkout for one item (spec 001 §4): disabled without an item or a size; a visitor sees
 * a login overlay that opens Signup, and no payment code is loaded for them.
 */
export const ExpressCheckout = ({
  item,
  size,
  isSignedIn,
  onSignIn,
  source,
}: ExpressCheckoutProps) => {
  if (!isSignedIn) {
    return (
      <Frame>
        <Underneath aria-hidden="true">
          <ExpressButton disabled tabIndex={-1} />
        </Underneath>
        <Overlay>
          <Button variant="secondary" fullWidth aria-haspopup="dialog" onClick={onSignIn}>
            Log in to use express checkout
          </Button>
        </Overlay>
      </Frame>
    );
  }
  if (!item || !size) {
    return (
      <Frame>
        <ExpressButton disabled />
        <Hint>Choose a size to use express checkout.</Hint>
      </Frame>
    );
  }
  return (
    <Frame>
      <ExpressCheckoutBoundary>
        <Suspense fallback={<PaymentFormLoading />}>
          <Implementation
            key={`${item.uuid}:${size}`}
            item={item}
            size={size}
            source={source}
            returnUrl={expressReturnUrl(source)}
          />
        </Suspense>
      </ExpressCheckoutBoundary>
    </Frame>
  );
};

const Frame = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Underneath = styled.div`
  filter: blur(1px);
  opacity: 0.5;
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-items: center;

  & > button {
    background: ${({ theme }) => theme.colors.canvas};
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
