import { useId } from 'react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { env } from '@/config/env';
import { PageTitle } from '@/ui/PageTitle';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useLoginParams, type LoginMode } from './useLoginParams';

const copy: Record<
  LoginMode,
  { title: string; heading: string; subline: string; prompt: string; switchLabel: string }
> = {
  signin: {
    title: 'Sign In',
    heading: 'Welcome back',
    subline: 'Sign in to chat with your stylist, shop your looks and follow your orders.',
    prompt: `New to ${env.productName}?`,
    switchLabel: 'Create an account',
  },
  signup: {
    title: 'Sign Up',
    heading: 'Create your account',
    subline: 'Get matched with a personal stylist and shop looks picked just for you.',
    prompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
};

/**
 * /login?target=&mode=: sign-in, or sign-up with `mode=signup`. A shopper who is signed in, or
 * signs in or up here, goes to the target (in-app paths only, '/' by default).
 */
export const LoginPage = () => {
  const { mode, target, searchFor } = useLoginParams();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const headingId = useId();

  if (isSignedIn) return <Navigate to={target} replace />;

  const text = copy[mode];
  return (
    <Band>
      <PageTitle title={text.title} />
      <Card aria-labelledby={headingId}>
        <Eyebrow>{text.title}</Eyebrow>
        <Heading id={headingId}>{text.heading}</Heading>
        <Subline>{text.subline}</Subline>
        {mode === 'signup' ? <SignUpForm /> : <SignInForm />}
        {/*
          Social sign-in slot (spec 000 §2: "social sign-in" / "social sign-up"). "Continue with
          Google" goes here, under an "or" divider, once the Google sign-in adapter is built.
          Nothing renders until then.
        */}
        <SwitchRow>
          {text.prompt}{' '}
          <SwitchLink to={{ search: searchFor(mode === 'signup' ? 'signin' : 'signup') }} replace>
            {text.switchLabel}
          </SwitchLink>
        </SwitchRow>
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

const Subline = styled.p`
  margin-top: -${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const SwitchRow = styled.p`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

const SwitchLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.major};
  }
`;
