import { Navigate, useNavigate } from 'react-router-dom';
import { PLAN_LIST, PLANS, hasMonthlyOption, isPlanId } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { StepPage } from '@/ui/StepPage';
import { BookingStylistHeader } from './BookingStylistHeader';
import { ChoiceQuestion } from './ChoiceQuestion';
import { nextBookingPath } from './bookingSteps';
import { useBookingQuery } from './useBookingQuery';
import { useBookingTracking } from './useBookingTracking';
import { useDelayedChoice } from './useDelayedChoice';
import { useTrackBookingView } from './useTrackBookingView';

const priceLine = (planId: (typeof PLAN_LIST)[number]['planId']) => {
  const plan = PLANS[planId];
  return hasMonthlyOption(planId)
    ? `${formatMoney(plan.price)} per session or ${formatMoney(plan.monthlyPrice)} a month`
    : `${formatMoney(plan.price)} for one month`;
};

/** /plans?booking=: the plan as a booking question, for bookings that reach it without one. */
export const PlansStepPage = () => {
  const booking = useBookingQuery();
  const navigate = useNavigate();
  const { track } = useBookingTracking();
  const { chosen, choose } = useDelayedChoice<string>((plan) => {
    void navigate(nextBookingPath({ ...booking, plan }));
  });
  useTrackBookingView('plan_view', { page: 'plans' }, Boolean(booking.stylistId));

  if (!booking.stylistId) return <Navigate to="/onboarding" replace />;

  const handleChoose = (planId: string) => {
    if (!isPlanId(planId)) return;
    track('plan_click', { plan: planId, price: PLANS[planId].price });
    choose(planId);
  };

  return (
    <StepPage
      title="Choose Your Plan"
      description="Pick the styling plan for your session: one-time or monthly."
      header={<BookingStylistHeader stylistId={booking.stylistId} />}
    >
      <ChoiceQuestion
        question="Which plan would you like?"
        answers={PLAN_LIST.map((plan) => ({
          value: plan.planId,
          label: `${plan.title}: I want to ${plan.goal}`,
          detail: priceLine(plan.planId),
        }))}
        chosen={chosen ?? booking.plan ?? null}
        onChoose={handleChoose}
      />
    </StepPage>
  );
};
