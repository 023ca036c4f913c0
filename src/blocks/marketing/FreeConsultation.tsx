import styled from 'styled-components';
import { env } from '@/config/env';

/**
 * 'Not Sure Which Plan Suits You Best?' with a link to the external scheduling page for a free
 * consultation. Without a configured page there is nothing to link to, so it is not shown.
 */
export const FreeConsultation = ({
  schedulingUrl = env.schedulingUrl,
}: {
  schedulingUrl?: string | null;
}) => {
  if (!schedulingUrl) return null;
  return (
    <Panel aria-labelledby="free-consultation-title">
      <Title id="free-consultation-title">Not Sure Which Plan Suits You Best?</Title>
      <Text>Talk it through with our team in a free 15-minute consultation.</Text>
      <Link href={schedulingUrl} target="_blank" rel="noopener noreferrer">
        Book a free consultation
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
    </Panel>
  );
};

const Panel = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Link = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.major};
  text-decoration: underline;
  text-underline-offset: 0.2em;
`;
