import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import {
  Eyebrow,
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';
import { WEDDING_CAMPAIGN, WEDDING_PACKAGES, type WeddingPackage } from './weddingContent';

/** Wedding pricing (spec 000 §2): Mini and Major, each with a campaign button. */
export const WeddingPricing = () => (
  <MarketingSection aria-labelledby="wedding-pricing-title" id="pricing">
    <SectionInner>
      <SectionHeader>
        <Eyebrow>Pricing</Eyebrow>
        <SectionTitle id="wedding-pricing-title">Choose your wedding package</SectionTitle>
        <Lead>A one-time session, no subscription needed. You only buy the pieces you love.</Lead>
      </SectionHeader>
      <Cards>
        {WEDDING_PACKAGES.map((pack) => (
          <PackageCard key={pack.planId} pack={pack} />
        ))}
      </Cards>
    </SectionInner>
  </MarketingSection>
);

const PackageCard = ({ pack }: { pack: WeddingPackage }) => {
  const titleId = `wedding-package-${pack.planId}`;
  const isFeatured = pack.planId === 'major';
  return (
    <Card aria-labelledby={titleId} data-featured={isFeatured || undefined}>
      {isFeatured && <Badge>The whole celebration</Badge>}
      <CardTitle id={titleId}>{pack.title}</CardTitle>
      <Price>
        {formatMoney(pack.price)}
        <PriceUnit> per session</PriceUnit>
      </Price>
      <Looks>{pack.looks}</Looks>
      <Description>{pack.description}</Description>
      <Extras>
        {pack.extras.map((extra) => (
          <li key={extra}>{extra}</li>
        ))}
      </Extras>
      <StartStylingButton
        campaign={WEDDING_CAMPAIGN}
        element={`wedding ${pack.planId} package click`}
        variant={isFeatured ? 'major' : 'primary'}
        fullWidth
        aria-label={`Get Started with ${pack.title}`}
      >
        Get Started
      </StartStylingButton>
    </Card>
  );
};

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 52rem;
  margin: 0 auto;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &[data-featured] {
    border: 2px solid ${({ theme }) => theme.colors.major};
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xl} ${theme.space.xl}`};
  }
`;

const Badge = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.major};
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const CardTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Price = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: 1;
`;

const PriceUnit = styled.span`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Looks = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const Extras = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;

  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space.lg};
  }

  li::before {
    content: '';
    position: absolute;
    top: 0.35em;
    left: 0.2em;
    width: 0.35em;
    height: 0.65em;
    border: solid ${({ theme }) => theme.colors.major};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`;
