import { Suspense, useState } from 'react';
import { selectApiToken, selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { lazyComponent } from '@/ui/lazyComponent';

const SessionStart = lazyComponent(() =>
  import('./SessionStart').then((module) => module.SessionStart),
);

/**
 * Session start-up, for signed-in shoppers only (a visitor's first screen does not carry the
 * account calls): the token stored when the app started signs in again once, and the visit is
 * tracked once a day (./SessionStart.tsx).
 */
export const SessionBootstrap = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const apiToken = useAppSelector(selectApiToken);
  // The token as the app started: a sign-in later on needs no second check.
  const [storedToken] = useState(apiToken);
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionStart storedToken={storedToken} />
    </Suspense>
  );
};
