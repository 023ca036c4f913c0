import { lazy, Suspense } from 'react';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';

const GoogleSignIn = lazy(() =>
  import('./GoogleSignIn').then((m) => ({ default: m.GoogleSignIn })),
);
const GoogleOneTap = lazy(() =>
  import('./GoogleOneTap').then((m) => ({ default: m.GoogleOneTap })),
);

/**
 * Social sign-in for the sign-in and sign-up forms: Google, only when VITE_GOOGLE_CLIENT_ID is
 * set (its SDK loads only then); nothing otherwise.
 */
export const SocialSignIn = ({ label }: { label?: string }) =>
  env.googleClientId ? (
    <Suspense fallback={null}>
      <GoogleSignIn label={label} />
    </Suspense>
  ) : null;

/** Google one-tap for signed-out visitors, when Google is configured. */
export const OneTapSignIn = () => {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!env.googleClientId || isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <GoogleOneTap />
    </Suspense>
  );
};
