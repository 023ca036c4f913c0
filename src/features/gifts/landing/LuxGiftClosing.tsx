import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { Lead, MarketingSection, SectionHeader, SectionTitle } from '@/ui/MarketingSection';
import { BuyGiftLink } from './BuyGiftLink';

/** The last word on /gift-cards/lux: Buy, or read more about Lux and the other gift cards. */
export const LuxGiftClosing = () => (
  <MarketingSection tone="dark" aria-labelledby="lux-gift-closing-title">
    <SectionHeader>
      <SectionTitle id="lux-gift-closing-title">Ready to Give Lux?</SectionTitle>
      <Lead>Pick it now and it arrives by e-mail with your message, as soon as you have paid.</Lead>
      <Actions>
        <BuyGiftLink plan="lux" page="gift-cards-lux" element="closing" variant="lux" size="lg">
          Buy the Lux Gift Card
        </BuyGiftLink>
        <LightLink to="/lux" size="lg" variant="ghost">
          More About Lux
        </LightLink>
        <LightLink to="/gift-cards" size="lg" variant="ghost">
          All Gift Cards
        </LightLink>
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

/** A ghost button in the dark band's colours (white text, lighter hover). */
const LightLink = styled(ButtonLink)`
  --btn-fg: ${({ theme }) => theme.colors.inverse};
  --btn-border: ${({ theme }) => theme.colors.inverse};
  --btn-hover-bg: ${({ theme }) => theme.colors.inkMuted};
`;
