import { Hono } from 'hono';
import { asc } from 'drizzle-orm';
import { FREE_TRIAL_DAYS, PLAN_LIST, hasMonthlyOption } from '@shared/plans';
import { goals } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';

/** The plan catalogue as `GET plans` answers it: the prices the checkout shows and charges. */
export const presentPlans = () =>
  PLAN_LIST.map((plan) => {
    const hasMonthly = hasMonthlyOption(plan.planId);
    return {
      planId: plan.planId,
      title: plan.title,
      goal: plan.goal,
      price: plan.price,
      monthlyPrice: plan.monthlyPrice,
      hasMonthly,
      /** The monthly membership's free trial; a plan without one has none. */
      trialDays: hasMonthly ? FREE_TRIAL_DAYS : 0,
      features: plan.features,
    };
  });

/** Booking's reference data (second root, public): styling goals and the plan catalogue. */
export const catalogueRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/goal', async (c) => {
      const rows = await db.select().from(goals).orderBy(asc(goals.position), asc(goals.id));
      return c.json({ items: rows.map((row) => ({ uuid: row.id, text: row.text })) });
    })
    .get('/plans', (c) => c.json({ items: presentPlans() }));
