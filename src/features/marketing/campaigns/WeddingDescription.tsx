import styled from 'styled-components';
import { Eyebrow, MarketingSection, SectionInner, SectionTitle } from '@/ui/MarketingSection';

/** The celebrations a wedding stylist can dress you for. */
const WEDDING_EVENTS = [
  'Engagement party',
  'Bridal shower',
  'Bachelor & bachelorette',
  'Rehearsal dinner',
  'Ceremony & reception',
  'Send-off brunch',
  'Honeymoon',
];

/** What the wedding styling is, and the events it covers. */
export const WeddingDescription = () => (
  <MarketingSection aria-labelledby="wedding-about-title">
    <Columns>
      <div>
        <Eyebrow>Why a wedding stylist</Eyebrow>
        <SectionTitle id="wedding-about-title">Look like yourself, on your best day</SectionTitle>
      </div>
      <Body>
        <p>
          A wedding is rarely one day. There is the engagement party, the shower, the rehearsal
          dinner, the ceremony and the trip after, and each one asks for a different look. Your
          stylist plans them together, so every outfit feels like you and nothing is bought twice.
        </p>
        <p>
          Whether you are getting married, standing beside the couple or simply on the guest list,
          you get a real stylist who learns your taste, your budget and the dress code, then sends
          complete, shoppable looks from any brand.
        </p>
        <Events aria-label="Events we style">
          {WEDDING_EVENTS.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </Events>
      </Body>
    </Columns>
  </MarketingSection>
);

const Columns = styled(SectionInner)`
  align-items: start;

  ${({ theme }) => theme.media.aboveTablet} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space.xxxl};
  }

  ${Eyebrow} {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Events = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
