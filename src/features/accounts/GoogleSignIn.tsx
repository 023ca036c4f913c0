import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, isApiError } from '@/api/errors';
import { env } from '@/config/env';
import { Button } from '@/ui/Button';
import { ErrorText } from '@/ui/ErrorText';
import { useLoginGoogleMutation } from './sessionApi';

const FAILED = 'Google sign-in failed. Please try again.';

const GoogleButton = ({ label }: { label: string }) => {
  const [loginGoogle, { isLoading }] = useLoginGoogleMutation();
  const [error, setError] = useState<string | null>(null);
  const login = useGoogleLogin({
    flow: 'auth-code',
    onSuccess: ({ code }) => {
      setError(null);
      loginGoogle({ code })
        .unwrap()
        .catch((reason: unknown) =>
          setError(isApiError(reason) ? getErrorMessage(reason, FAILED) : FAILED),
        );
    },
    onError: () => setError(FAILED),
  });
  return (
    <>
      <Button variant="secondary" fullWidth isLoading={isLoading} onClick={() => login()}>
        <GoogleMark aria-hidden="true" viewBox="0 0 18 18" width="18" height="18">
          <path
            fill="#4285F4"
            d="M17.64 9.2c0-.64-.06-1.25-.16-1.84H9v3.48h4.84a4.14 4.14 0 0 1-1.8 2.72v2.26h2.92a8.78 8.78 0 0 0 2.68-6.62Z"
          />
          <path
            fill="#34A853"
            d="M9 18c2.43 0 4.47-.8 5.96-2.18l-2.92-2.26c-.8.54-1.84.86-3.04.86-2.34 0-4.32-1.58-5.03-3.7H.96v2.33A9 9 0 0 0 9 18Z"
          />
          <path
            fill="#FBBC05"
            d="M3.97 10.72a5.41 5.41 0 0 1 0-3.44V4.95H.96a9 9 0 0 0 0 8.1l3.01-2.33Z"
          />
          <path
            fill="#EA4335"
            d="M9 3.58c1.32 0 2.5.45 3.44 1.35l2.58-2.58A9 9 0 0 0 .96 4.95l3.01 2.33C4.68 5.16 6.66 3.58 9 3.58Z"
          />
        </GoogleMark>
        {label}
      </Button>
      {error && <SignInError role="alert">{error}</SignInError>}
    </>
  );
};

/** "Continue with Google": the popup's auth code goes to PUT login/google. Lazy-loaded. */
export const GoogleSignIn = ({ label = 'Continue with Google' }: { label?: string }) =>
  env.googleClientId ? (
    <GoogleOAuthProvider clientId={env.googleClientId}>
      <GoogleButton label={label} />
    </GoogleOAuthProvider>
  ) : null;

const GoogleMark = styled.svg`
  margin-right: ${({ theme }) => theme.space.xs};
`;

const SignInError = styled(ErrorText)`
  margin-top: ${({ theme }) => theme.space.xs};
`;
