import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { Lead, MarketingSection, SectionHeader, SectionTitle } from '@/ui/MarketingSection';
import { GIFT_SHOPPING_PATH } from './giftsContent';

/** The way to gift shopping (and to how gift cards work), closing the /gifts page. */
export const GiftShoppingTeaser = () => (
  <MarketingSection aria-labelledby="gift-shopping-title">
    <SectionHeader>
      <SectionTitle id="gift-shopping-title">Looking for Something to Unwrap?</SectionTitle>
      <Lead>
        Browse gift ideas picked by our stylists, for every recipient and every budget, or read how
        a gift card is redeemed.
      </Lead>
      <Actions>
        <ButtonLink to={GIFT_SHOPPING_PATH} size="lg">
          Shop Gift Ideas
        </ButtonLink>
        <ButtonLink to="/gift-cards" size="lg" variant="secondary">
          How Gift Cards Work
        </ButtonLink>
      </Actions>
    </SectionHeader>
  </MarketingSection>
);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
