import type { Order } from '@/api/orders';

export type ConfirmationAction = 'back' | 'complete' | 'show';

/**
 * What the confirmation page does with an order (spec 001 §4 "Order confirmation"): open (the
 * shopper came back without paying) → back a page; not completed → complete it; completed → show
 * it (and track it once).
 */
export const confirmationAction = (
  order: Pick<Order, 'status' | 'completed'>,
): ConfirmationAction => {
  if (order.status === 'open') return 'back';
  return order.completed ? 'show' : 'complete';
};

/** '{first name}, you made N order(s)' (spec 001 §2 /orders): 'order' for one. */
export const orderCountText = (firstName: string, count: number) => {
  const orders = `${count} ${count === 1 ? 'order' : 'orders'}`;
  return firstName.trim() ? `${firstName.trim()}, you made ${orders}` : `You made ${orders}`;
};
