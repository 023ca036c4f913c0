import { z } from 'zod';
import { ADDRESS_LABELS, addressProblems, type AddressField } from '@shared/shipping';

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

/** An address field as sent: text, or left out (null and missing count as empty). */
const addressText = (field: AddressField) =>
  z
    .string({ error: `${ADDRESS_LABELS[field].replace(' (optional)', '')} must be text.` })
    .nullish()
    .transform((value) => (value ?? '').trim());

const addressFields = {
  name: addressText('name'),
  line1: addressText('line1'),
  line2: addressText('line2'),
  city: addressText('city'),
  state: addressText('state'),
  postalCode: addressText('postalCode'),
  country: addressText('country'),
  phone: addressText('phone'),
};

/**
 * A whole shipping address (shared/shipping.ts `ShippingAddress`), trimmed, checked with the
 * same rules and messages as the SPA's form (`addressProblems`): one field error per problem.
 */
export const shippingAddressSchema = z
  .object(addressFields, { error: 'The shipping address is missing.' })
  .superRefine((address, ctx) => {
    for (const [field, message] of Object.entries(addressProblems(address))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });

const TAX_FIELDS = ['city', 'state', 'postalCode', 'country'] as const;

/**
 * The part of an address express checkout's wallet shares before the shopper pays: the
 * country must be one of the list; the others may be empty, within their limits.
 */
export const taxAddressSchema = z
  .object(
    {
      city: addressFields.city,
      state: addressFields.state,
      postalCode: addressFields.postalCode,
      country: addressFields.country,
    },
    { error: 'The shipping address is missing.' },
  )
  .superRefine((address, ctx) => {
    const problems = addressProblems(address);
    for (const field of TAX_FIELDS) {
      const message = problems[field];
      if (message && (field === 'country' || address[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }
  });

const returnUrl = z.string({ error: 'The return URL is missing.' }).max(2000);
const source = z.string().trim().max(50).optional();

/** `POST /checkout/session`: the cart's selection, and a gift or Shop it Back code if any. */
export const itemCheckoutSchema = z.object({
  items: itemsSchema,
  shippingAddress: shippingAddressSchema,
  returnUrl,
  source,
  coupon: z.string({ error: 'The code must be text.' }).trim().max(50).optional(),
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
