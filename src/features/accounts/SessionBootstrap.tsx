import { useEffect, useRef } from 'react';
import { selectApiToken, selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { authClient } from './accountsApi';
import { useLoginTokenMutation, useTrackSessionMutation } from './sessionApi';
import { markTrackedToday, wasTrackedToday } from './sessionTracking';

/**
 * Session start-up: a stored token signs in again once when the app starts (a rejected one
 * signs out), and a signed-in visit is tracked at most once a day.
 */
export const SessionBootstrap = () => {
  const apiToken = useAppSelector(selectApiToken);
  const userId = useAppSelector(selectUserId);
  const [loginToken] = useLoginTokenMutation();
  const [trackSession] = useTrackSessionMutation();
  const storedToken = useRef(apiToken);

  useEffect(() => {
    const token = storedToken.current;
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
