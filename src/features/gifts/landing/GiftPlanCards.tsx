import { PLAN_LIST, type Plan } from '@shared/plans';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { MarketingImage } from '@/ui/MarketingImage';
import { BuyGiftLink } from './BuyGiftLink';
import { PriceFigure } from '@/ui/PriceFigure';
import type { GiftPage } from './giftTracking';
import { giftCardArt } from './giftsContent';

type GiftPlanCardsProps = {
  page: GiftPage;
  /** Each plan's gift card picture above its name (the /gift-cards offer). */
  showArt?: boolean;
};

/**
 * The three gift cards side by side (stacked on phones): price, what the session includes
 * (`shared/plans.ts`) and a Buy to the choose page with the plan.
 */
export const GiftPlanCards = ({ page, showArt = false }: GiftPlanCardsProps) => (
  <Cards>
    {PLAN_LIST.map((plan) => (
      <GiftPlanCard key={plan.planId} plan={plan} page={page} showArt={showArt} />
    ))}
  </Cards>
);

type GiftPlanCardProps = { plan: Plan; page: GiftPage; showArt: boolean };

const GiftPlanCard = ({ plan, page, showArt }: GiftPlanCardProps) => {
  const titleId = `${page}-gift-${plan.planId}`;
  return (
    <Card aria-labelledby={titleId} data-color={plan.color}>
      {showArt && (
        <MarketingImage {...giftCardArt(plan.planId)} sizes="(min-width: 769px) 33vw, 100vw" />
      )}
      <Name id={titleId}>{plan.title}</Name>
      <PriceFigure amount={formatMoney(plan.price)} note="one styling session" />
      <Goal>For someone who says “I want to {plan.goal}”</Goal>
      <Features aria-label={`The ${plan.title} session includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Actions>
        <BuyGiftLink
          plan={plan.planId}
          page={page}
          element="plan card"
          variant={plan.color === 'primary' ? 'secondary' : plan.color}
          fullWidth
        />
        {plan.planId === 'lux' && page !== 'gift-cards-lux' && (
          <MoreLink to="/gift-cards/lux">About the Lux gift</MoreLink>
        )}
      </Actions>
    </Card>
  );
};

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  --plan-color: ${({ theme }) => theme.colors.primary};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid var(--plan-color);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};

  &[data-color='major'] {
    --plan-color: ${({ theme }) => theme.colors.major};
  }
  &[data-color='lux'] {
    --plan-color: ${({ theme }) => theme.colors.lux};
  }

  img {
    width: 100%;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: var(--plan-color);

  [data-color='lux'] > & {
    color: ${({ theme }) => theme.colors.luxDark};
  }
`;

const Goal = styled.p`
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Features = styled.ul`
  display: grid;
  flex: 1 0 auto;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: 1.1em;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Actions = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const MoreLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
