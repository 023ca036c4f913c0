import { addDays, formatCalendarDate, type DateInput } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { SessionType } from './bookingTypes';

export type TermsInput = {
  planTitle: string;
  type: SessionType;
  /** Per session (one-time) or per month (subscription), USD. */
  price: number;
  trialDays: number;
  /** When the trial ends (the server's date once the checkout exists). */
  trialEnd: Date;
};

/** 'March 5, 2026'. */
export const formatTermsDate = (date: DateInput) => formatCalendarDate(date);

/**
 * What the shopper agrees to, in plain words, before the pay button: what is charged, when, how
 * often, and how to cancel.
 */
export const paymentTerms = ({ planTitle, type, price, trialDays, trialEnd }: TermsInput) => {
  const amount = formatMoney(price);
  if (type === 'one-time') {
    return {
      dueToday: amount,
      lines: [
        `You pay ${amount} today for one ${planTitle} styling session.`,
        'This is a single payment: nothing renews and there is nothing to cancel.',
      ],
    };
  }
  const ends = formatTermsDate(trialEnd);
  return {
    dueToday: formatMoney(0),
    lines: [
      `Today you pay ${formatMoney(0)}: your free ${trialDays}-day trial starts now.`,
      `On ${ends}, when the trial ends, ${amount} is charged, and then ${amount} every month on that day until you cancel.`,
      `Cancel any time in Settings, under Membership. Cancel before ${ends} and you are not charged at all; after that, cancelling stops the next monthly charge.`,
    ],
  };
};

/** The trial's end as the checkout shows it before the server has answered: today + trial. */
export const expectedTrialEnd = (trialDays: number, now = new Date()) => addDays(now, trialDays);
