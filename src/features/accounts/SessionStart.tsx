import { useEffect, useRef } from 'react';
import { selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { authClient } from './accountsApi';
import { useLoginTokenMutation, useTrackSessionMutation } from './sessionApi';
import { markTrackedToday, wasTrackedToday } from './sessionTracking';

/**
 * A signed-in session's start (./SessionBootstrap.tsx loads it): the token stored when the app
 * started signs in again once (a rejected one signs out), and a signed-in visit is tracked at
 * most once a day.
 */
export const SessionStart = ({ storedToken }: { storedToken: string | null }) => {
  const userId = useAppSelector(selectUserId);
  const [loginToken] = useLoginTokenMutation();
  const [trackSession] = useTrackSessionMutation();
  const tokenAtStart = useRef(storedToken);

  useEffect(() => {
    const token = tokenAtStart.current;
    if (token) void loginToken({ token });
  }, [loginToken]);

  useEffect(() => {
    if (!userId || wasTrackedToday(userId)) return;
    trackSession({ client: authClient() })
      .unwrap()
      .then(() => markTrackedToday(userId))
      .catch(() => undefined);
  }, [userId, trackSession]);

  return null;
};
