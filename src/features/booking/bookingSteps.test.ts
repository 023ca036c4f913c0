import { describe, expect, it } from 'vitest';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import {
  nextBookingPath,
  offeredPlans,
  parseAvailablePlans,
  recommendedPlan,
} from './bookingSteps';

describe('recommendedPlan', () => {
  it.each([
    { needs: [], plan: 'major' },
    { needs: ['work-wardrobe'], plan: 'major' },
    { needs: ['work-wardrobe', 'vacation'], plan: 'major' },
    { needs: ['work-wardrobe', 'vacation', 'date-night'], plan: 'lux' },
    { needs: ['closet-cleanout'], plan: 'lux' },
    { needs: ['vacation', 'closet-cleanout'], plan: 'lux' },
  ])('$needs → $plan', ({ needs, plan }) => {
    expect(recommendedPlan(needs)).toBe(plan);
  });
});

describe('offeredPlans', () => {
  it('offers Major and Lux on a Lux recommendation, all three otherwise', () => {
    expect(offeredPlans('lux')).toEqual(['major', 'lux']);
    expect(offeredPlans('major')).toEqual(['mini', 'major', 'lux']);
  });

  it('narrows to availablePlans, ignoring a filter that would leave nothing', () => {
    expect(offeredPlans('major', ['mini', 'major'])).toEqual(['mini', 'major']);
    expect(offeredPlans('lux', ['lux'])).toEqual(['lux']);
    expect(offeredPlans('lux', ['mini'])).toEqual(['major', 'lux']);
    expect(offeredPlans('major', ['gold'])).toEqual(['mini', 'major', 'lux']);
  });

  it('reads availablePlans from the query, dropping unknown names', () => {
    expect(parseAvailablePlans('mini, lux,gold')).toEqual(['mini', 'lux']);
    expect(parseAvailablePlans(null)).toEqual([]);
  });
});

describe('nextBookingPath', () => {
  const queryOf = (path: string) =>
    decodeBookingQuery(new URL(path, 'http://x').searchParams.get('booking'));

  it('sends a booking without a stylist to the quiz', () => {
    expect(nextBookingPath({ plan: 'major' })).toBe('/onboarding');
  });

  it('asks the goal, then the plan, then checks out, carrying what was chosen', () => {
    const goals = nextBookingPath({ stylistId: 's1', plan: 'lux', bookingSource: 'match' });
    expect(goals).toMatch(/^\/goals\?booking=/);
    expect(queryOf(goals)).toEqual({ stylistId: 's1', plan: 'lux', bookingSource: 'match' });

    const plans = nextBookingPath({ stylistId: 's1', goal: 'g1' });
    expect(plans).toMatch(/^\/plans\?booking=/);

    const checkout = nextBookingPath({ stylistId: 's1', goal: 'g1', plan: 'mini' });
    expect(checkout).toMatch(/^\/checkout\?booking=/);
    expect(queryOf(checkout)).toEqual({ stylistId: 's1', goal: 'g1', plan: 'mini' });
  });
});
