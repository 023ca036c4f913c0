import { describe, expect, it } from 'vitest';
import { expectedTrialEnd, paymentTerms } from './paymentTerms';

const trialEnd = new Date(2026, 10, 26);

describe('paymentTerms', () => {
  it('says a one-time session is one payment today that does not renew', () => {
    const terms = paymentTerms({
      planTitle: 'Major',
      type: 'one-time',
      price: 130,
      trialDays: 3,
      trialEnd,
    });
    expect(terms.dueToday).toBe('$130');
    expect(terms.lines.join(' ')).toMatch(/You pay \$130 today for one Major styling session/);
    expect(terms.lines.join(' ')).toMatch(/nothing renews/);
  });

  it('says what a membership charges, from when, how often, and how to cancel', () => {
    const terms = paymentTerms({
      planTitle: 'Major',
      type: 'subscription',
      price: 117,
      trialDays: 3,
      trialEnd,
    });
    const text = terms.lines.join(' ');
    expect(terms.dueToday).toBe('$0');
    expect(text).toMatch(/free 3-day trial starts now/);
    expect(text).toMatch(/On November 26, 2026, when the trial ends, \$117 is charged/);
    expect(text).toMatch(/every month on that day until you cancel/);
    expect(text).toMatch(/Cancel any time in Settings, under Membership/);
    expect(text).toMatch(/Cancel before November 26, 2026 and you are not charged at all/);
  });

  it('expects the trial to end the given number of days from now', () => {
    expect(expectedTrialEnd(3, new Date(2026, 10, 23, 10)).getDate()).toBe(26);
  });
});
