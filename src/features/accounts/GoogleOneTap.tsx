import { GoogleOAuthProvider, useGoogleOneTapLogin } from '@react-oauth/google';
import { env } from '@/config/env';
import { useLoginGoogleMutation } from './sessionApi';

const OneTapPrompt = () => {
  const [loginGoogle] = useLoginGoogleMutation();
  useGoogleOneTapLogin({
    onSuccess: ({ credential }) => {
      if (credential) void loginGoogle({ credential });
    },
    cancel_on_tap_outside: true,
  });
  return null;
};

/** Google one-tap for signed-out visitors; its ID token goes to PUT login/google. Lazy-loaded. */
export const GoogleOneTap = () =>
  env.googleClientId ? (
    <GoogleOAuthProvider clientId={env.googleClientId}>
      <OneTapPrompt />
    </GoogleOAuthProvider>
  ) : null;
