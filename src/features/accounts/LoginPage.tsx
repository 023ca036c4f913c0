import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { PageHead } from '@/ui/PageHead';
import { Spinner } from '@/ui/Spinner';
import { signInCopy, signUpCopy } from './authCopy';
import { destinationFromLoginPage } from './authRedirect';
import { NewPasswordForm } from './NewPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useLoginPageRedirect } from './useLoginPageRedirect';
import { useLoginParams, type LoginMode, type LoginParams } from './useLoginParams';

const copy: Record<LoginMode, { title: string; heading: string; subline: string }> = {
  signin: { title: 'Sign In', ...signInCopy },
  signup: { title: 'Sign Up', ...signUpCopy.default },
  reset: {
    title: 'Reset Password',
    heading: 'Choose a new password',
    subline: "Pick a new password of at least 6 characters. You'll be signed in once it's saved.",
  },
};

const descriptions: Record<LoginMode, string> = {
  signin: 'Sign in to chat with your stylist, see your style boards, and shop your cart.',
  signup: 'Create your account to meet your stylist matches and book a personal styling session.',
  reset: 'Choose a new password for your account.',
};

const expiredResetCopy = {
  heading: 'This link has expired',
  subline: 'For your security, a reset link works only once and only for a short time.',
};

/**
 * /login?target=&mode=: sign-in, sign-up with `mode=signup`, or a new password with
 * `mode=reset&resetToken=` (the reset e-mail's link). A shopper already signed in on arrival goes
 * to the target ('/' by default); one who signs in or up here goes where spec 000 §4 says (see
 * `destinationFromLoginPage`). Unsafe targets count as absent.
 */
export const LoginPage = () => {
  const params = useLoginParams();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  // Read once: signing in here is not arriving signed in, and goes elsewhere.
  const [arrivedSignedIn] = useState(isSignedIn);

  if (arrivedSignedIn) {
    const to = destinationFromLoginPage({ target: params.target, arrival: 'already-signed-in' });
    return <Navigate to={to} replace />;
  }
  return <LoginCard {...params} />;
};

const LoginCard = ({ mode, target, resetToken, searchFor }: LoginParams) => {
  const headingId = useId();
  const [expiredToken, setExpiredToken] = useState<string | null>(null);
  const { isLeaving, onSignUpSent } = useLoginPageRedirect(target);

  const isExpiredLink = mode === 'reset' && expiredToken === resetToken;
  const text = { ...copy[mode], ...(isExpiredLink ? expiredResetCopy : {}) };
  const toSignIn = { to: { search: searchFor('signin') } };
  return (
    <Band>
      <PageHead title={copy[mode].title} description={descriptions[mode]} />
      <Card aria-labelledby={headingId}>
        <Eyebrow>{text.title}</Eyebrow>
        <Heading id={headingId}>{text.heading}</Heading>
        {isLeaving ? (
          <Leaving>
            <Spinner label={mode === 'signup' ? 'Setting up your account…' : 'Signing you in…'} />
          </Leaving>
        ) : (
          <>
            <Subline>{text.subline}</Subline>
            {mode === 'signup' && (
              <SignUpForm switchAction={toSignIn} onSignUpSent={onSignUpSent} />
            )}
            {mode === 'signin' && (
              <SignInForm switchAction={{ to: { search: searchFor('signup') } }} />
            )}
            {mode === 'reset' && (
              <NewPasswordForm
                token={resetToken}
                switchAction={toSignIn}
                onExpired={() => setExpiredToken(resetToken)}
              />
            )}
          </>
        )}
      </Card>
    </Band>
  );
};

const Band = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  min-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.aboveMobile} {
    align-items: center;
  }

  ${({ theme }) => theme.media.upToSmallMobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
  }
`;

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 440px;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xl} ${theme.space.lg}`};
  border-top: 3px solid ${({ theme }) => theme.colors.lux};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.upToSmallMobile} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.md}`};
  }
`;

const Eyebrow = styled.h1`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.luxDark};
`;

const Heading = styled.h2`
  margin-top: -${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Leaving = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

const Subline = styled.p`
  margin-top: -${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
