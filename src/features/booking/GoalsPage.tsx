import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate } from 'react-router-dom';
import { ErrorState } from '@/ui/ErrorState';
import { Skeleton } from '@/ui/Skeleton';
import { StepPage } from '@/ui/StepPage';
import { BookingStylistHeader } from './BookingStylistHeader';
import { ChoiceQuestion } from './ChoiceQuestion';
import { useGetGoalsQuery, useGetBookingStylistQuery } from './bookingApi';
import { nextBookingPath } from './bookingSteps';
import { useBookingQuery } from './useBookingQuery';
import { useBookingTracking } from './useBookingTracking';
import { useDelayedChoice } from './useDelayedChoice';
import { useTrackBookingView } from './useTrackBookingView';

/** /goals?booking=: what the shopper wants from the session; the stylist sees the answer. */
export const GoalsPage = () => {
  const booking = useBookingQuery();
  const goals = useGetGoalsQuery();
  const { data: stylist } = useGetBookingStylistQuery(booking.stylistId || skipToken);
  const navigate = useNavigate();
  const { track } = useBookingTracking();
  const { chosen, choose } = useDelayedChoice<string>((goal) => {
    void navigate(nextBookingPath({ ...booking, goal }));
  });
  useTrackBookingView('goal_view', { page: 'goals' }, Boolean(booking.stylistId));

  if (!booking.stylistId) return <Navigate to="/onboarding" replace />;

  const handleChoose = (goalId: string) => {
    const goal = goals.data?.find((item) => item.uuid === goalId);
    track('goal_click', { goal: goal?.text ?? goalId });
    choose(goalId);
  };

  const question = stylist
    ? `What would you like ${stylist.first_name} to help you with?`
    : 'What would you like your stylist to help you with?';

  const renderGoals = () => {
    if (goals.isLoading) return <ChoiceSkeleton />;
    if (!goals.data) {
      return (
        <ErrorState
          title="We couldn't load the styling goals"
          text="Check your connection and try again."
          onRetry={() => void goals.refetch()}
        />
      );
    }
    return (
      <ChoiceQuestion
        question={question}
        answers={goals.data.map((goal) => ({ value: goal.uuid, label: goal.text }))}
        chosen={chosen ?? booking.goal ?? null}
        onChoose={handleChoose}
      />
    );
  };

  return (
    <StepPage
      title="Your Styling Goal"
      description="Tell your stylist what you want to achieve in your styling session."
      header={<BookingStylistHeader stylistId={booking.stylistId} />}
    >
      {renderGoals()}
    </StepPage>
  );
};

export const ChoiceSkeleton = () => (
  <div aria-busy="true" aria-label="Loading the answers">
    {Array.from({ length: 5 }, (_, index) => (
      <Skeleton key={index} height="3.5rem" />
    ))}
  </div>
);
