import type { ShippingAddress } from '@shared/shipping';
import { gatewayApi } from '@/api/gatewayApi';
import { UID } from '@/api/currentUser';

/** An item going to checkout, in the size chosen (spec 001 §3 "Checkout selection"). */
export type CheckoutLine = { uuid: string; size: string };

export type PaymentProviderName = 'stripe' | 'local';

/** What the server charges: its catalogue prices and its tax table (docs/contracts/shopping.md). */
export type CheckoutTotals = { subtotal: number; tax: number; total: number };

export type ItemCheckout = CheckoutTotals & {
  /** What the shopper's shopping credit and a code paid (docs/contracts/gifts.md). */
  credit?: number;
  /** Null when credit and a code paid everything (`paidByCredit`): the order is paid. */
  secret: string | null;
  paidByCredit?: boolean;
  orderId: string;
  provider: PaymentProviderName;
};

/** Express checkout's payment: always a secret to pay with (no codes or credit there). */
export type ExpressIntent = Omit<ItemCheckout, 'secret' | 'paidByCredit'> & { secret: string };

export type ItemCheckoutArgs = {
  items: CheckoutLine[];
  shippingAddress: ShippingAddress;
  returnUrl: string;
  source: string;
  /** A gift card or Shop it Back code. */
  coupon?: string;
};

/** The parts of an address the express-checkout wallet shares before the shopper pays. */
export type TaxAddress = Pick<ShippingAddress, 'city' | 'state' | 'country' | 'postalCode'>;

export type ExpressCheckoutArgs = {
  items: CheckoutLine[];
  shippingAddress?: ShippingAddress;
  returnUrl?: string;
  source?: string;
};

const emptyAddress: ShippingAddress = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  phone: '',
};

/** A saved address with every field a string (the server may leave some out). */
const toAddress = (value: Partial<ShippingAddress> | null): ShippingAddress | null => {
  if (!value || typeof value !== 'object') return null;
  const address = { ...emptyAddress };
  for (const key of Object.keys(emptyAddress) as (keyof ShippingAddress)[]) {
    const field = value[key];
    address[key] = typeof field === 'string' ? field : '';
  }
  return address;
};

/**
 * Item checkout and express checkout (spec 001 §7 "Orders and checkout"): the saved address, the
 * payment session for the cart's selection, and express checkout's taxes and payment intent.
 */
export const checkoutApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    getShippingAddress: build.query<ShippingAddress | null, void>({
      query: () => `/user/${UID}/shipping-address`,
      transformResponse: (response: Partial<ShippingAddress> | null) => toAddress(response),
      providesTags: ['Order'],
    }),
    getShoppingCredit: build.query<number, void>({
      query: () => `proxy/user/${UID}/credit`,
      transformResponse: (response: { balance?: number }) => response.balance ?? 0,
      providesTags: ['Order'],
    }),
    createItemCheckout: build.mutation<ItemCheckout, ItemCheckoutArgs>({
      query: (body) => ({ url: '/checkout/session', method: 'POST', body }),
    }),
    calculateExpressTaxes: build.mutation<
      CheckoutTotals,
      { items: CheckoutLine[]; shippingAddress: TaxAddress }
    >({
      query: (body) => ({ url: '/express-checkout/calculate-taxes', method: 'POST', body }),
    }),
    createExpressCheckout: build.mutation<ExpressIntent, ExpressCheckoutArgs>({
      query: (body) => ({ url: '/express-checkout', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetShippingAddressQuery,
  useGetShoppingCreditQuery,
  useCreateItemCheckoutMutation,
  useCalculateExpressTaxesMutation,
  useCreateExpressCheckoutMutation,
} = checkoutApi;
