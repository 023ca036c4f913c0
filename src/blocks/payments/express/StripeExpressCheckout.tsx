import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementShippingAddressChangeEvent,
} from '@stripe/stripe-js';
import { useEffect, useState } from 'react';
import { SHIPPING_COUNTRIES, SHIPPING_RATE } from '@shared/shipping';
import { useCreateExpressCheckoutMutation } from '@/api/checkoutApi';
import { toCents } from '@/lib/money';
import { reportError } from '@/services/errorReporting';
import { FormAlert } from '@/ui/FormAlert';
import { getStripe } from '@/services/payments/stripeClient';
import { PaymentFormLoading } from '../PaymentFormLoading';
import { EXPRESS_MESSAGES, expressLineItems, totalCents } from './expressLines';
import type { ExpressImplementationProps } from './expressTypes';
import { useExpressTaxes } from './useExpressTaxes';

const allowedShippingCountries = SHIPPING_COUNTRIES.map((country) => country.code);
const shippingRates = [
  { id: 'free-shipping', displayName: SHIPPING_RATE.label, amount: SHIPPING_RATE.amount },
];

/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay, Link…) for one item, as Stripe
 * documents it for a deferred PaymentIntent: the amount starts at the item's price; each shipping
 * address the wallet reports is priced by the server (the item plus Duties) or rejected; on
 * confirm the server creates the PaymentIntent and Stripe confirms it, then returns to the
 * confirmation page.
 */
export const StripeExpressCheckout = (props: ExpressImplementationProps) => {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    getStripe().then(
      (loaded) => current && setStripe(loaded),
      (error: unknown) => {
        reportError(error, { area: 'payments', provider: 'stripe', widget: 'express' });
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  if (failed) return <FormAlert message={EXPRESS_MESSAGES.moduleFailed} />;
  if (!stripe) return <PaymentFormLoading />;
  return (
    <Elements
      stripe={stripe}
      options={{ mode: 'payment', amount: toCents(props.item.price), currency: 'usd' }}
    >
      <ExpressElement {...props} />
    </Elements>
  );
};

const ExpressElement = ({ item, size, source, returnUrl }: ExpressImplementationProps) => {
  const stripe = useStripe();
  const elements = useElements();
  const { update, reset } = useExpressTaxes({ uuid: item.uuid, size });
  const [createIntent] = useCreateExpressCheckoutMutation();
  const [message, setMessage] = useState<string | null>(null);

  const handleClick = ({ resolve }: StripeExpressCheckoutElementClickEvent) => {
    setMessage(null);
    // A sheet opened afresh starts from the item alone: Duties 0 until an address is priced.
    reset();
    void elements?.update({ amount: toCents(item.price) });
    resolve({
      shippingAddressRequired: true,
      phoneNumberRequired: true,
      allowedShippingCountries,
      shippingRates,
      lineItems: expressLineItems(item.name, item.price),
    });
  };

  const handleAddressChange = async ({
    address,
    resolve,
    reject,
  }: StripeExpressCheckoutElementShippingAddressChangeEvent) => {
    const outcome = await update({
      city: address.city,
      state: address.state,
      country: address.country,
      postalCode: address.postal_code,
    });
    if (!outcome?.ok) {
      reject();
      return;
    }
    // The server's price from here on: what the sheet shows is what is charged.
    const lineItems = expressLineItems(item.name, outcome.totals.subtotal, outcome.totals.tax);
    void elements?.update({ amount: totalCents(lineItems) });
    resolve({ lineItems });
  };

  const handleConfirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) return;
    const submitted = await elements.submit();
    if (submitted.error) {
      setMessage(EXPRESS_MESSAGES.providerError(submitted.error.message ?? ''));
      return;
    }
    const shipping = event.shippingAddress;
    let intent;
    try {
      intent = await createIntent({
        items: [{ uuid: item.uuid, size }],
        source,
        ...(shipping && {
          shippingAddress: {
            name: shipping.name,
            line1: shipping.address.line1,
            line2: shipping.address.line2 ?? '',
            city: shipping.address.city,
            state: shipping.address.state,
            postalCode: shipping.address.postal_code,
            country: shipping.address.country,
            phone: event.billingDetails?.phone ?? '',
          },
        }),
      }).unwrap();
    } catch {
      event.paymentFailed({ reason: 'fail' });
      setMessage(EXPRESS_MESSAGES.intentFailed);
      return;
    }
    const target = new URL(returnUrl);
    target.searchParams.set('orderId', intent.orderId);
    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret: intent.secret,
      confirmParams: { return_url: target.href },
    });
    // Only reached on failure: success leaves for the return URL.
    if (error) setMessage(EXPRESS_MESSAGES.providerError(error.message ?? error.type));
  };

  return (
    <>
      <ExpressCheckoutElement
        options={{ buttonHeight: 48 }}
        onClick={handleClick}
        onShippingAddressChange={(event) => void handleAddressChange(event)}
        onConfirm={(event) => void handleConfirm(event)}
        onLoadError={() => setMessage(EXPRESS_MESSAGES.moduleFailed)}
      />
      <FormAlert message={message} />
    </>
  );
};
