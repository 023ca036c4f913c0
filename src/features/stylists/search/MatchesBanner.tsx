import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionDismissal } from '@/ui/hooks/useSessionDismissal';
import { DismissButton } from '@/ui/DismissButton';

/** What the matches are based on; closed for the browser session. */
export const MatchesBanner = () => {
  const { isDismissed, dismiss } = useSessionDismissal('stylistMatchesBannerDismissed');
  if (isDismissed) return null;

  return (
    <Banner aria-label="About your matches">
      <Text>
        Your matches come from your style quiz: the styles you love, your goals and your fit.{' '}
        <Link to="/onboarding">Retake the quiz</Link>
      </Text>
      <DismissButton label="Close matches banner" onClick={dismiss} />
    </Banner>
  );
};

const Banner = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  flex: 1;

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
    white-space: nowrap;
  }
`;
