import { useCallback, useRef, useState } from 'react';
import {
  useCalculateExpressTaxesMutation,
  type CheckoutLine,
  type CheckoutTotals,
  type TaxAddress,
} from '@/api/checkoutApi';
import { getErrorMessage, getFieldErrors, isApiError } from '@/api/errors';
import { sameTaxAddress } from './expressLines';

export type TaxState =
  | { status: 'unknown' }
  | { status: 'calculating' }
  | { status: 'ready'; totals: CheckoutTotals }
  /** The server will not ship or sell there: its message. */
  | { status: 'rejected'; message: string };

export type TaxOutcome = { ok: true; totals: CheckoutTotals } | { ok: false; message: string };

const REJECTED = "We can't ship this item to that address.";

/**
 * Express checkout's taxes (spec 001 §4): recalculated by the server on every change of the
 * address they depend on; the latest answer wins, an address the server refuses is rejected.
 */
export const useExpressTaxes = ({ uuid, size }: CheckoutLine) => {
  const [calculate] = useCalculateExpressTaxesMutation();
  const [state, setState] = useState<TaxState>({ status: 'unknown' });
  const latest = useRef<TaxAddress | null>(null);

  /** Stable: the form calls it on every keystroke. The same address is not asked twice. */
  const update = useCallback(
    async (address: TaxAddress | null): Promise<TaxOutcome | null> => {
      if (sameTaxAddress(address, latest.current)) return null;
      latest.current = address;
      if (!address) {
        setState({ status: 'unknown' });
        return null;
      }
      setState({ status: 'calculating' });
      try {
        const totals = await calculate({
          items: [{ uuid, size }],
          shippingAddress: address,
        }).unwrap();
        if (!sameTaxAddress(latest.current, address)) return null;
        setState({ status: 'ready', totals });
        return { ok: true, totals };
      } catch (error) {
        const fields = Object.values(getFieldErrors(error));
        const message =
          fields[0] ?? getErrorMessage(isApiError(error) ? error : undefined, REJECTED);
        if (sameTaxAddress(latest.current, address)) setState({ status: 'rejected', message });
        return { ok: false, message };
      }
    },
    [calculate, uuid, size],
  );

  return { state, update };
};
