import styled from 'styled-components';
import { FeatureList, FeatureTitle } from '@/ui/FeatureList';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { LUX_GIFT_MONTH } from './giftsContent';

/** The month the Lux gift gives: intro call and mood board, boards and capsules, revisions. */
export const LuxGiftMonth = () => (
  <MarketingSection tone="surface" aria-labelledby="lux-gift-month-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="lux-gift-month-title">Their Month With a Stylist</SectionTitle>
        <Lead>Lux gives their stylist the time to see the whole picture.</Lead>
      </SectionHeader>
      <Stages as="ol" $columns={{ aboveMobile: 3 }}>
        {LUX_GIFT_MONTH.map((stage) => (
          <li key={stage.id}>
            <MarketingImage {...stage.picture} sizes="(min-width: 769px) 33vw, 100vw" />
            <FeatureTitle>{stage.title}</FeatureTitle>
            <p>{stage.text}</p>
          </li>
        ))}
      </Stages>
    </SectionInner>
  </MarketingSection>
);

const Stages = styled(FeatureList)`
  li {
    gap: ${({ theme }) => theme.space.sm};
  }

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
