import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { PageHead } from '@/ui/PageHead';

export type ComingSoonPageProps = { title: string; area: string; summary: string };

/**
 * The honest placeholder for a route whose page is still being built: it says so, says what the
 * page will do, and offers a way on. Listed in the README under "Coming soon".
 */
export const ComingSoonPage = ({ title, area, summary }: ComingSoonPageProps) => {
  const isHome = useLocation().pathname === '/';
  return (
    <Wrapper aria-labelledby="coming-soon-title">
      <PageHead title={title} description={summary} />
      <Eyebrow>Coming soon · {area}</Eyebrow>
      <Title id="coming-soon-title">{title}</Title>
      <Summary>{summary}</Summary>
      <Note>We're putting the finishing touches on this page. Thanks for your patience.</Note>
      {isHome ? (
        <ButtonLink to="/gift-cards" variant="secondary">
          Give the gift of style
        </ButtonLink>
      ) : (
        <ButtonLink to="/" variant="secondary">
          Back to the home page
        </ButtonLink>
      )}
    </Wrapper>
  );
};

const Wrapper = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  text-align: center;
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.luxDark};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Summary = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Note = styled.p`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.inkMuted};
`;
