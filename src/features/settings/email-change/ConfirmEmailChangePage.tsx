import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectIsSignedIn } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { Button, ButtonLink } from '@/ui/Button';
import { PageHead } from '@/ui/PageHead';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { Spinner } from '@/ui/Spinner';
import { useEmailChangeConfirmation, type Confirmation } from './useEmailChangeConfirmation';

const ASK_AGAIN = 'To ask for a new link, change your email again in Settings, Personal info.';

const copyOf = (state: Confirmation): { heading: string; text: string } => {
  switch (state.kind) {
    case 'missing':
      return {
        heading: 'This link is incomplete',
        text: `Please open the link from the email again. ${ASK_AGAIN}`,
      };
    case 'confirming':
      return { heading: 'Confirming your new email', text: '' };
    case 'confirmed':
      return {
        heading: 'Your email is changed',
        text: `From now on you sign in with ${state.email}. For your security, every other device was signed out.`,
      };
    case 'expired':
      return {
        heading: 'This link has expired',
        // The heading says what the server's message says; the text says why and what to do.
        text: `A link works once, for 24 hours, and only the newest one. ${ASK_AGAIN}`,
      };
    case 'taken':
      return { heading: 'Your email was not changed', text: state.message };
    case 'failed':
      return {
        heading: 'We couldn’t confirm your new email',
        text: 'Please check your connection and try again.',
      };
  }
};

/**
 * /settings/email/confirm?token= — the link mailed to a new address (docs/contracts/settings.md).
 * It works signed in or not: the link is its own proof and names the account that asked.
 */
export const ConfirmEmailChangePage = () => {
  const [params] = useSearchParams();
  const { state, retry } = useEmailChangeConfirmation(params.get('token') ?? '');
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const title = useRef<HTMLHeadingElement>(null);
  const { heading, text } = copyOf(state);
  const isDone = state.kind !== 'confirming';

  // The outcome replaces the spinner: move focus to it so it is read out.
  useEffect(() => {
    if (isDone) title.current?.focus();
  }, [isDone, state.kind]);

  return (
    <PageContent $maxWidth="40rem" $gap="md">
      <PageHead title="Confirm your email" description="Confirm the new email of your account." />
      <PageTitle ref={title} tabIndex={-1}>
        {heading}
      </PageTitle>
      {state.kind === 'confirming' && <Spinner label="Confirming your new email…" />}
      <Message role={state.kind === 'confirmed' ? 'status' : 'alert'}>{text}</Message>
      {isDone && (
        <Actions>
          {state.kind === 'failed' && <Button onClick={retry}>Try again</Button>}
          {isSignedIn ? (
            <ButtonLink to="/settings" variant={state.kind === 'failed' ? 'secondary' : 'primary'}>
              Go to Settings
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" variant={state.kind === 'failed' ? 'secondary' : 'primary'}>
              Sign in
            </ButtonLink>
          )}
        </Actions>
      )}
    </PageContent>
  );
};

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;

  &:empty {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
