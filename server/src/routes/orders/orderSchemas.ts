import { z } from 'zod';
import { ADDRESS_LIMITS, isShippingCountry } from '@shared/shipping';

/**
 * The bodies of item checkout and express checkout (docs/contracts/shopping.md). Unknown fields
 * are dropped, so any price, total or amount the client sends is ignored: the server prices from
 * the catalogue and the tax table.
 */

const MAX_ITEMS = 50;

const lineSchema = z.object({
  uuid: z.string({ error: 'Each item needs its id.' }).trim().min(1).max(100),
  size: z
    .string({ error: 'Please select a size for all selected items.' })
    .trim()
    .min(1, 'Please select a size for all selected items.')
    .max(20),
});

const itemsSchema = z
  .array(lineSchema, { error: 'Choose at least one item.' })
  .min(1, 'Choose at least one item.')
  .max(MAX_ITEMS, `At most ${MAX_ITEMS} items can be checked out at once.`)
  .refine((lines) => new Set(lines.map((line) => line.uuid)).size === lines.length, {
    message: 'Each item can be checked out once.',
  });

type Field = keyof typeof ADDRESS_LIMITS;

/** A trimmed text field of the address: `{Label} is required.` unless optional, and its limit. */
const text = (field: Field, label: string, { required = true } = {}) => {
  const base = z
    .string({ error: `${label} is required.` })
    .trim()
    .max(ADDRESS_LIMITS[field], `${label} must be at most ${ADDRESS_LIMITS[field]} characters.`);
  return required
    ? base.min(1, `${label} is required.`)
    : base.nullish().transform((value) => value ?? '');
};

const country = z
  .string({ error: 'Country is required.' })
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: 'Country is required.' });
    else if (!isShippingCountry(value)) {
      ctx.addIssue({ code: 'custom', message: 'We do not ship to this country yet.' });
    }
  });

const PHONE_PUNCTUATION = /[\s\-.()]/g;

/** 6 to 20 digits once spaces, dashes, dots, brackets and a leading + are removed. */
const phone = text('phone', 'Phone').refine(
  (value) => !value || /^\d{6,20}$/.test(value.replace(/^\+/, '').replace(PHONE_PUNCTUATION, '')),
  'Enter a valid phone number.',
);

const STATE_REQUIRED = new Set(['US', 'CA']);

/** A whole shipping address (shared/shipping.ts `ShippingAddress`). */
export const shippingAddressSchema = z
  .object(
    {
      name: text('name', 'Full name'),
      line1: text('line1', 'Address'),
      line2: text('line2', 'Address line 2', { required: false }),
      city: text('city', 'City'),
      state: text('state', 'State', { required: false }),
      postalCode: text('postalCode', 'Postal code'),
      country,
      phone,
    },
    { error: 'The shipping address is missing.' },
  )
  .superRefine((address, ctx) => {
    if (STATE_REQUIRED.has(address.country) && !address.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'State is required.' });
    }
  });

/** The part of an address express checkout's wallet shares before the shopper pays. */
export const taxAddressSchema = z.object(
  {
    city: text('city', 'City', { required: false }),
    state: text('state', 'State', { required: false }),
    postalCode: text('postalCode', 'Postal code', { required: false }),
    country,
  },
  { error: 'The shipping address is missing.' },
);

const returnUrl = z.string({ error: 'The return URL is missing.' }).max(2000);
const source = z.string().trim().max(50).optional();

/** `POST /checkout/session`: the cart's selection. */
export const itemCheckoutSchema = z.object({
  items: itemsSchema,
  shippingAddress: shippingAddressSchema,
  returnUrl,
  source,
});

/** `POST /express-checkout/calculate-taxes`. */
export const taxQuoteSchema = z.object({ items: itemsSchema, shippingAddress: taxAddressSchema });

/** `POST /express-checkout`: the item page's item, where it ships, and where to come back. */
export const expressCheckoutSchema = z.object({
  items: itemsSchema,
  shippingAddress: shippingAddressSchema,
  returnUrl: returnUrl.optional(),
  source,
});

export const orderIdSchema = z.object({
  orderId: z.string({ error: 'The order id is missing.' }).trim().min(1).max(100),
});
