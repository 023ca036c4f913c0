import styled from 'styled-components';
import { env } from '@/config/env';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { LIFE_STAGES, luxPicture } from './luxContent';

/** '{product} Is For Every Stage Of Your Life': busy moms, boss ladies, life updates. */
export const LuxLifeStages = () => (
  <MarketingSection tone="surface" aria-labelledby="lux-stages-title">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>Styling that fits real life</Eyebrow>
        <SectionTitle id="lux-stages-title">
          {env.productName} Is For Every Stage Of Your Life
        </SectionTitle>
      </SectionHeader>
      <Cards>
        {LIFE_STAGES.map((item) => (
          <Card key={item.id}>
            <MarketingImage
              src={luxPicture(item.picture.id)}
              alt={item.picture.alt}
              width={item.picture.width}
              height={item.picture.height}
              sizes="(min-width: 769px) 33vw, 100vw"
            />
            <Body>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Body>
          </Card>
        ))}
      </Cards>
    </SectionInner>
  </MarketingSection>
);

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.li`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* Between phone and tablet: picture beside the text, so three cards do not fill three screens. */
  ${({ theme }) => theme.media.aboveSmallMobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }

  ${({ theme }) => theme.media.aboveMobile} {
    display: block;

    img {
      height: auto;
    }
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
