import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { toastShown } from '@/blocks/modals/uiSlice';
import { formatMoney } from '@/lib/money';

/**
 * Back in the chat from a tip's own checkout (`?tip=paid&amount=15`, where Stripe's Embedded
 * Checkout sends the shopper after paying): the tip's thank-you, once the stylist's name is
 * known, and the marks leave the address so a reload does not thank again. For the chat page.
 */
export const useTipReturnToast = (stylistName: string | undefined) => {
  const [params, setParams] = useSearchParams();
  const dispatch = useAppDispatch();
  const paid = params.get('tip') === 'paid';
  const amount = Number.parseInt(params.get('amount') ?? '', 10);

  useEffect(() => {
    if (!paid || !stylistName) return;
    const tip = amount > 0 ? `${formatMoney(amount)} tip` : 'tip';
    dispatch(toastShown({ content: `Thank you! Your ${tip} is on its way to ${stylistName}.` }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('tip');
        next.delete('amount');
        return next;
      },
      { replace: true },
    );
  }, [paid, amount, stylistName, dispatch, setParams]);
};
