import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';

/**
 * For a visitor on a phone (spec 001 §2): the style quiz, the way to looks picked for them. Hidden
 * above the mobile breakpoint by CSS, so it is the same document at every width.
 */
export const QuizBanner = () => (
  <Banner aria-labelledby="quiz-banner-title">
    <p id="quiz-banner-title">Want looks picked just for you?</p>
    <ButtonLink to="/onboarding" variant="major" size="sm">
      Take the style quiz
    </ButtonLink>
  </Banner>
);

const Banner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    display: none;
  }
`;
