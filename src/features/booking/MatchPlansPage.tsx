import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PLANS, type Plan } from '@shared/plans';
import { FreeConsultation } from '@/blocks/marketing/FreeConsultation';
import { useMediaQuery } from '@/ui/hooks/useMediaQuery';
import { Tabs } from '@/ui/Tabs';
import { mediaQueries } from '@/ui/theme';
import { Spinner } from '@/ui/Spinner';
import { StepPage } from '@/ui/StepPage';
import { BookingPlanCard } from './BookingPlanCard';
import { BookingStylistHeader } from './BookingStylistHeader';
import {
  nextBookingPath,
  offeredPlans,
  parseAvailablePlans,
  recommendedPlan,
} from './bookingSteps';
import { useBookingQuery } from './useBookingQuery';
import { useBookingTracking } from './useBookingTracking';
import { useQuizNeeds } from './useQuizNeeds';
import { useTrackBookingView } from './useTrackBookingView';

/**
 * /match/plans?booking=: the plans offered for the booked stylist, the quiz's recommendation
 * marked 'Best Match' (from this tab's quiz, or the one the server holds). Tablet and wider: a tab per plan, starting on the recommendation; narrower:
 * the cards one under another. No stylist in the booking → the quiz.
 */
export const MatchPlansPage = () => {
  const booking = useBookingQuery();
  const [searchParams] = useSearchParams();
  const quiz = useQuizNeeds();
  const isWide = useMediaQuery(mediaQueries.aboveMobile);
  const navigate = useNavigate();
  const { track } = useBookingTracking();
  const recommended = recommendedPlan(quiz.needKeys);
  const planIds = offeredPlans(
    recommended,
    parseAvailablePlans(searchParams.get('availablePlans')),
  );
  useTrackBookingView(
    'plan_view',
    { page: 'match plans', recommended },
    Boolean(booking.stylistId) && !quiz.isLoading,
  );

  if (!booking.stylistId) return <Navigate to="/onboarding" replace />;

  const handleChoose = (plan: Plan) => {
    track('plan_click', { plan: plan.planId, price: plan.price, recommended });
    void navigate(nextBookingPath({ ...booking, plan: plan.planId }));
  };

  const cardOf = (planId: Plan['planId']) => (
    <BookingPlanCard
      plan={PLANS[planId]}
      isBestMatch={planId === recommended}
      onChoose={handleChoose}
    />
  );

  return (
    <StepPage
      title="Meet Our Plans"
      description="Choose the styling plan that fits what you want from your stylist."
      subtitle="Choose The Right Plan for You!"
      header={<BookingStylistHeader stylistId={booking.stylistId} />}
    >
      {quiz.isLoading ? (
        <Spinner label="Loading your plan recommendation" />
      ) : isWide ? (
        <PlanTabs
          label="Plans"
          defaultValue={planIds.includes(recommended) ? recommended : planIds[0]}
          items={planIds.map((planId) => ({
            value: planId,
            label:
              planId === recommended ? `${PLANS[planId].title} · Best Match` : PLANS[planId].title,
            content: cardOf(planId),
          }))}
        />
      ) : (
        <Stack>
          {planIds.map((planId) => (
            <li key={planId}>{cardOf(planId)}</li>
          ))}
        </Stack>
      )}
      <FreeConsultation />
    </StepPage>
  );
};

const PlanTabs = styled(Tabs)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  [role='tablist'] {
    justify-content: center;
  }
`;

const Stack = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.sm} 0 0;
  list-style: none;
`;
