import { useEffect, useEffectEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import type { CurrentUser } from '@/api/currentUserApi';
import { reportError } from '@/services/errorReporting';
import { mountQuiz } from '@/services/quizSdk';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { Spinner } from '@/ui/Spinner';
import { useLazyGetQuizSessionQuery } from './bookingApi';

type ExternalQuizProps = {
  scriptUrl: string;
  partnerToken: string;
  user: CurrentUser;
  requestId: string;
  onComplete: () => void;
};

/** The configured quiz SDK, mounted with the shopper and a session token (spec 000 §7). */
export const ExternalQuiz = ({
  scriptUrl,
  partnerToken,
  user,
  requestId,
  onComplete,
}: ExternalQuizProps) => {
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [getQuizSession] = useLazyGetQuizSessionQuery();
  const handleComplete = useEffectEvent(() => onComplete());

  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    const start = async () => {
      const { sessionToken } = await getQuizSession(requestId).unwrap();
      const element = container.current;
      if (cancelled || !element) return;
      unmount = await mountQuiz({
        scriptUrl,
        container: element,
        partnerToken,
        partnerUserId: user.id,
        client: { firstName: user.firstName, lastName: user.lastName, email: user.email },
        sessionToken,
        onComplete: () => handleComplete(),
      });
      if (cancelled) unmount();
      else setStatus('ready');
    };
    start().catch((error: unknown) => {
      reportError(error, { service: 'quizSdk' });
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [attempt, getQuizSession, partnerToken, requestId, scriptUrl, user]);

  return (
    <>
      {status === 'loading' && <Spinner label="Loading your style quiz" />}
      {status === 'error' && (
        <ErrorState
          title="We couldn't load the style quiz"
          text="Check your connection and try again, or go on to your session."
          onRetry={() => {
            setStatus('loading');
            setAttempt((value) => value + 1);
          }}
          actions={
            <Button variant="ghost" onClick={onComplete}>
              Go to my session
            </Button>
          }
        />
      )}
      <Frame ref={container} hidden={status !== 'ready'} />
    </>
  );
};

const Frame = styled.div`
  min-height: 32rem;
`;
