import {
  Eyebrow,
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { GiftPlanCards } from './GiftPlanCards';
import type { GiftPage } from './giftTracking';

type GiftPricingProps = {
  page: GiftPage;
  title: string;
  lead: string;
  showArt?: boolean;
};

/** The gift cards' pricing: one card per plan with its price, contents and Buy. */
export const GiftPricing = ({ page, title, lead, showArt }: GiftPricingProps) => (
  <MarketingSection aria-labelledby={`${page}-pricing-title`}>
    <SectionInner>
      <SectionHeader>
        <Eyebrow>Gift cards</Eyebrow>
        <SectionTitle id={`${page}-pricing-title`}>{title}</SectionTitle>
        <Lead>{lead}</Lead>
      </SectionHeader>
      <GiftPlanCards page={page} showArt={showArt} />
    </SectionInner>
  </MarketingSection>
);
