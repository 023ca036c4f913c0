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
  /** Asking again: the last known totals stay on show (faded) rather than flashing $0. */
  | { status: 'calculating'; totals: CheckoutTotals | null }
  | { status: 'ready'; totals: CheckoutTotals }
  /** The server will not ship or sell there: its message. */
  | { status: 'rejected'; message: string };

export type TaxOutcome = { ok: true; totals: CheckoutTotals } | { ok: false; message: string };

const REJECTED = "We can't ship this item to that address.";

/** The totals a state shows, if any. */
export const totalsOf = (state: TaxState): CheckoutTotals | null =>
  state.status === 'ready' || state.status === 'calculating' ? state.totals : null;

/**
 * Express checkout's taxes (spec 001 §4): recalculated by the server on every change of the
 * address they depend on; the latest answer wins, an address the server refuses is rejected.
 */
export const useExpressTaxes = ({ uuid, size }: CheckoutLine) => {
  const [calculate] = useCalculateExpressTaxesMutation();
  const [state, setState] = useState<TaxState>({ status: 'unknown' });
  /** The latest address asked about and its answer (pending or known). */
  const latest = useRef<{ address: TaxAddress | null; outcome: Promise<TaxOutcome | null> } | null>(
    null,
  );

  const quote = useCallback(
    async (address: TaxAddress | null): Promise<TaxOutcome | null> => {
      const isLatest = () => sameTaxAddress(latest.current?.address ?? null, address);
      if (!address) {
        setState({ status: 'unknown' });
        return null;
      }
      setState((previous) => ({ status: 'calculating', totals: totalsOf(previous) }));
      try {
        const totals = await calculate({
          items: [{ uuid, size }],
          shippingAddress: address,
        }).unwrap();
        if (isLatest()) setState({ status: 'ready', totals });
        return { ok: true, totals };
      } catch (error) {
        const fields = Object.values(getFieldErrors(error));
        const message =
          fields[0] ?? getErrorMessage(isApiError(error) ? error : undefined, REJECTED);
        if (isLatest()) setState({ status: 'rejected', message });
        return { ok: false, message };
      }
    },
    [calculate, uuid, size],
  );

  /**
   * Stable: the form calls it on every keystroke. The address asked last is not asked again: its
   * answer (pending or known) is given again, so a wallet reopened on the same address gets it.
   */
  const update = useCallback(
    (address: TaxAddress | null): Promise<TaxOutcome | null> => {
      if (latest.current && sameTaxAddress(address, latest.current.address)) {
        return latest.current.outcome;
      }
      const outcome = quote(address);
      latest.current = { address, outcome };
      return outcome;
    },
    [quote],
  );

  /** Forgets the address (a wallet sheet opened afresh starts from Duties at 0). */
  const reset = useCallback(() => {
    latest.current = null;
    setState({ status: 'unknown' });
  }, []);

  return { state, update, reset };
};
