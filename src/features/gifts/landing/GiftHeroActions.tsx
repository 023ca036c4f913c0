import { ButtonLink } from '@/ui/Button';
import { BuyGiftLink } from './BuyGiftLink';
import type { GiftPage } from './giftTracking';
import { GIFT_SHOPPING_PATH } from './giftsContent';

/** The gift pages' hero buttons: buy a (Major) gift card, or shop gifts. */
export const GiftHeroActions = ({ page }: { page: GiftPage }) => (
  <>
    <BuyGiftLink plan="major" page={page} element="hero" size="lg">
      Buy a Gift Card
    </BuyGiftLink>
    <ButtonLink to={GIFT_SHOPPING_PATH} size="lg" variant="secondary">
      Shop Gifts
    </ButtonLink>
  </>
);
