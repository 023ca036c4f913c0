import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { env } from '@/config/env';
import { chatSessionPath } from '@/lib/booking';
import { reportError } from '@/services/errorReporting';
import { trackEvent } from '@/services/tracking';
import { Button } from '@/ui/Button';
import { FullPageSpinner } from '@/ui/Spinner';
import { StepPage } from '@/ui/StepPage';
import { ExternalQuiz } from './ExternalQuiz';
import { SessionQuestionnaire } from './SessionQuestionnaire';
import { useGetSessionQuery } from './bookingApi';
import { quizProblem } from './quizRequirements';

/**
 * /quiz?requestId=: after payment, the stylist's questions — the external quiz SDK when
 * configured, else the built-in questionnaire. On completion: tracked, then the session chat.
 */
export const QuizPage = () => {
  const [searchParams] = useSearchParams();
  const requestId = searchParams.get('requestId') ?? '';
  const user = useGetCurrentUserQuery();
  const session = useGetSessionQuery(requestId || skipToken);
  const navigate = useNavigate();
  const sdk = { scriptUrl: env.quizSdkUrl, partnerToken: env.quizPartnerToken };
  const problem = user.isLoading ? null : quizProblem(user.data, sdk);

  useEffect(() => {
    if (problem) reportError(new Error(problem), { page: 'quiz' });
  }, [problem]);

  if (problem) return <Navigate to="/" replace />;
  if (!requestId || session.isError) return <Navigate to="/inbox" replace />;
  if (!user.data || !session.data) return <FullPageSpinner label="Loading your session" />;

  const stylist = session.data.stylist;
  const userId = user.data.id;
  const goToSession = () =>
    void navigate(stylist?.uuid ? chatSessionPath(stylist.uuid, userId) : '/inbox', {
      replace: true,
    });
  const handleComplete = () => {
    trackEvent('session_quiz_completed', { session_uuid: session.data?.uuid });
    goToSession();
  };

  return (
    <StepPage
      title={`Questions From ${stylist.first_name}`}
      description="A few questions your stylist asks before your mood board."
      subtitle={`Help ${stylist.first_name} get your first mood board right.`}
    >
      {sdk.scriptUrl && sdk.partnerToken ? (
        <ExternalQuiz
          scriptUrl={sdk.scriptUrl}
          partnerToken={sdk.partnerToken}
          user={user.data}
          requestId={requestId}
          onComplete={handleComplete}
        />
      ) : session.data.questionnaireAnswered ? (
        <Button variant="major" onClick={goToSession}>
          Your answers are with {stylist.first_name}. Go to your session
        </Button>
      ) : (
        <SessionQuestionnaire
          sessionId={session.data.uuid}
          stylistFirstName={stylist.first_name}
          onDone={handleComplete}
          onSkip={goToSession}
        />
      )}
    </StepPage>
  );
};
