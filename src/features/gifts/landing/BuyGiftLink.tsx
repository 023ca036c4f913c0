import { PLANS, type PlanId } from '@shared/plans';
import type { ReactNode } from 'react';
import { ButtonLink, type ButtonLinkProps } from '@/ui/Button';
import { useGiftBuyClick, type GiftPage } from './giftTracking';
import { giftChoosePath } from './giftsContent';

type BuyGiftLinkProps = Omit<ButtonLinkProps, 'to' | 'onClick' | 'children'> & {
  plan: PlanId;
  page: GiftPage;
  /** Which Buy it is, for the event ('hero', 'plan card', …). */
  element: string;
  /** The visible label; 'Buy' plus the plan for screen readers by default. */
  children?: ReactNode;
};

/**
 * A Buy: a link to the choose page with the plan (it works before the page's code has loaded),
 * reporting `giftcards_buy_click` on the way.
 */
export const BuyGiftLink = ({ plan, page, element, children, ...rest }: BuyGiftLinkProps) => {
  const trackBuyClick = useGiftBuyClick(page);
  return (
    <ButtonLink to={giftChoosePath(plan)} onClick={() => trackBuyClick(plan, element)} {...rest}>
      {children ?? (
        <>
          Buy <span className="visually-hidden">the {PLANS[plan].title} gift card</span>
        </>
      )}
    </ButtonLink>
  );
};
