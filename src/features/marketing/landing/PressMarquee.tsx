import styled from 'styled-components';
import { Marquee } from '../components/Marquee';
import { MarketingImage } from '@/ui/MarketingImage';
import { PRESS, marketingArt } from './landingContent';

/** 'Best Personalization Styling App' and the press that said so, scrolling by. */
export const PressMarquee = () => (
  <Band aria-labelledby="press-title">
    <Title id="press-title">Best Personalization Styling App</Title>
    <Marquee
      label="Press"
      items={PRESS}
      getKey={(press) => press.id}
      speedSeconds={30}
      renderItem={(press) => (
        <MarketingImage src={marketingArt(press.id)} alt={press.name} width={160} height={53} />
      )}
    />
  </Band>
);

const Band = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
  border-block: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.16em;
  text-align: center;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
