import { PlanCards } from '../components/PlanCards';
import {
  Lead,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';

/** The three plans with price, goal and features. */
export const PlansSection = () => (
  <MarketingSection aria-labelledby="plans-title">
    <SectionInner>
      <SectionHeader>
        <SectionTitle id="plans-title">Find Your Perfect Plan</SectionTitle>
        <Lead>One-time or monthly. Every plan includes chat with your stylist and revisions.</Lead>
      </SectionHeader>
      <PlanCards />
    </SectionInner>
  </MarketingSection>
);
