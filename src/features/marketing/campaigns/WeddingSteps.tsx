import styled from 'styled-components';
import { MarketingImage } from '@/ui/MarketingImage';
import {
  Eyebrow,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { NumberedSteps } from '../components/NumberedSteps';
import { WEDDING_STEPS } from './weddingContent';

const WEDDING_HOW_SIZE = { width: 1000, height: 800 } as const;

/** How the wedding styling works: a picture beside four numbered steps. */
export const WeddingSteps = () => (
  <MarketingSection tone="surface" aria-labelledby="wedding-how-title" id="how-it-works">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>From yes to I do</Eyebrow>
        <SectionTitle id="wedding-how-title">How it works</SectionTitle>
      </SectionHeader>
      <Columns>
        <Picture
          src="/media/marketing/wedding-how.svg"
          alt=""
          width={WEDDING_HOW_SIZE.width}
          height={WEDDING_HOW_SIZE.height}
        />
        <NumberedSteps steps={WEDDING_STEPS} variant="filled" />
      </Columns>
    </SectionInner>
  </MarketingSection>
);

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }
`;

const Picture = styled(MarketingImage)`
  display: block;
  width: min(100%, 36rem);
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceStrong};

  ${({ theme }) => theme.media.aboveTablet} {
    width: 100%;
  }
`;
