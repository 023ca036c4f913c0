import styled from 'styled-components';
import { FeatureList, FeatureTitle } from '@/ui/FeatureList';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { luxPicture, PROCESS_STEPS } from './luxContent';

/** 'The Styling Process': mood board, style boards, capsule wardrobe, revisions. */
export const LuxProcess = () => (
  <MarketingSection tone="surface" aria-labelledby="lux-process-title">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>How Lux works</Eyebrow>
        <SectionTitle id="lux-process-title">The Styling Process</SectionTitle>
        <Lead>Four steps from first impression to a wardrobe that works, at your pace.</Lead>
      </SectionHeader>
      <FeatureList as="ol" $columns={{ aboveSmallMobile: 2, aboveTablet: 4 }}>
        {PROCESS_STEPS.map((item, index) => (
          <Step key={item.id}>
            <Picture>
              <MarketingImage
                src={luxPicture(item.picture.id)}
                alt={item.picture.alt}
                width={item.picture.width}
                height={item.picture.height}
                sizes="(min-width: 1025px) 25vw, (min-width: 769px) 50vw, 100vw"
              />
            </Picture>
            <Number aria-hidden="true">{String(index + 1).padStart(2, '0')}</Number>
            <FeatureTitle>{item.title}</FeatureTitle>
            <p>{item.text}</p>
          </Step>
        ))}
      </FeatureList>
    </SectionInner>
  </MarketingSection>
);

const Step = styled.li`
  p {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const Picture = styled.div`
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  img {
    width: 100%;
  }
`;

const Number = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-variant-numeric: lining-nums;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.luxDark};
`;
