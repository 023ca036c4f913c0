import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { modalOpened } from '@/blocks/modals/uiSlice';

/**
 * The feed on a phone, for a visitor (spec 001 §2, §6: the feed needs sign-in on mobile): an
 * invitation to sign in or join, each coming back here, and the style quiz as a way in.
 */
export const FeedSignInPrompt = () => {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const context = { redirectUrl: `${pathname}${search}`, source: 'feed', element: 'feed sign in' };
  return (
    <Prompt>
      <p>Sign in to browse the looks our stylists put together, like them and shop every piece.</p>
      <Actions>
        <Button onClick={() => dispatch(modalOpened({ type: 'Signin', modalProps: context }))}>
          Sign in
        </Button>
        <Button
          variant="secondary"
          onClick={() => dispatch(modalOpened({ type: 'Signup', modalProps: context }))}
        >
          Create an account
        </Button>
      </Actions>
      <Small>
        New here? <Link to="/onboarding">Take the style quiz</Link> and meet your stylist.
      </Small>
    </Prompt>
  );
};

const Prompt = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 32rem;
  padding: ${({ theme }) => theme.space.xl} 0;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Small = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
