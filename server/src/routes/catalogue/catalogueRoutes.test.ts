import { describe, expect, it } from 'vitest';
import { goals as seededGoals } from '../../seed/data/goals';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

describe('GET goal (second root, public)', () => {
  it('lists the styling goals in display order, signed out', async () => {
    const response = await t.app.request('/api/goal');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { uuid: string; text: string }[] };
    expect(items.map((item) => item.text)).toEqual(seededGoals);
    expect(items.every((item) => typeof item.uuid === 'string' && item.uuid.length > 0)).toBe(true);
  });
});

describe('GET plans (second root, public)', () => {
  it('answers the plan catalogue with one-time and monthly prices', async () => {
    const response = await t.app.request('/api/plans');
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: Record<string, unknown>[] };
    expect(
      items.map((plan) => [
        plan.planId,
        plan.price,
        plan.monthlyPrice,
        plan.hasMonthly,
        plan.trialDays,
      ]),
    ).toEqual([
      ['mini', 60, 54, true, 3],
      ['major', 130, 117, true, 3],
      ['lux', 550, 550, false, 0],
    ]);
    expect(items[0]).toEqual({
      planId: 'mini',
      title: 'Mini',
      goal: 'add new pieces to my closet',
      price: 60,
      monthlyPrice: 54,
      hasMonthly: true,
      trialDays: 3,
      features: ['2 style boards', 'Up to 2 revisions', 'Chat with your stylist'],
    });
  });
});
