import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import { Carousel } from '@/ui/Carousel';
import { useBreakpointValue, type ResponsiveValue } from '@/ui/hooks/useBreakpointValue';
import { Skeleton } from '@/ui/Skeleton';
import {
  Eyebrow,
  MarketingSection,
  SectionHeader,
  SectionInner,
  SectionTitle,
} from '@/ui/MarketingSection';
import { StartStylingButton } from '../components/StartStylingButton';
import { useGetCampaignStylistsQuery, type CampaignStylist } from './campaignsApi';
import { WEDDING_CAMPAIGN } from './weddingContent';

const STYLISTS_PER_VIEW: ResponsiveValue<number> = {
  base: 1,
  smallMobile: 2,
  mobile: 3,
  tablet: 4,
};

/** Spec 000 §9: carousels autoplay every 5000 ms. */
const STYLISTS_AUTOPLAY_MS = 5000;

/** With one card at a time the twelve dots would wrap; phones swipe or use the arrows. */
const SHOW_DOTS: ResponsiveValue<boolean> = { base: false, smallMobile: true };

const PICTURE_SIZE = 128;

/**
 * Real stylists, each with a campaign button to the profile. While loading: placeholder cards;
 * with none or on error the section is left out (it is an invitation, not the page's content).
 */
export const WeddingStylists = () => {
  const { data: stylists, isLoading, isError } = useGetCampaignStylistsQuery();
  const showDots = useBreakpointValue(SHOW_DOTS);
  const perView = useBreakpointValue(STYLISTS_PER_VIEW);
  if (isError || (!isLoading && !stylists?.length)) return null;

  return (
    <MarketingSection
      tone="surface"
      aria-labelledby="wedding-stylists-title"
      aria-busy={isLoading || undefined}
    >
      <SectionInner>
        <SectionHeader>
          <Eyebrow>Our stylists</Eyebrow>
          <SectionTitle id="wedding-stylists-title">Meet your wedding stylists</SectionTitle>
        </SectionHeader>
        {stylists ? (
          <Frame>
            <Carousel
              items={stylists}
              label="Wedding stylists"
              getKey={(stylist) => stylist.uuid}
              slidesPerView={perView}
              slidesToScroll={perView}
              autoplayMs={STYLISTS_AUTOPLAY_MS}
              showDots={showDots}
              renderItem={(stylist) => <StylistCard stylist={stylist} />}
            />
          </Frame>
        ) : (
          <Placeholder data-testid="stylists-loading">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height="18rem" />
            ))}
          </Placeholder>
        )}
      </SectionInner>
    </MarketingSection>
  );
};

const StylistCard = ({ stylist }: { stylist: CampaignStylist }) => (
  <Card>
    <Avatar src={stylist.profile_picture} name={stylist.first_name} size={PICTURE_SIZE} />
    <Name>{stylist.name}</Name>
    <Location>{stylist.location ?? '\u00a0'}</Location>
    <StartStylingButton
      campaign={WEDDING_CAMPAIGN}
      stylistId={stylist.uuid}
      element="wedding stylist card click"
      variant="secondary"
      size="sm"
      aria-label={`View Profile of ${stylist.name}`}
    >
      View Profile
    </StartStylingButton>
  </Card>
);

/** Room for the arrows beside the cards above phones. */
const Frame = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.aboveSmallMobile} {
    padding-inline: calc(
      ${({ theme }) => theme.sizes.touchTarget} + ${({ theme }) => theme.space.xs}
    );

    [data-direction='previous'] {
      left: calc(
        -1 * (${({ theme }) => theme.sizes.touchTarget} + ${({ theme }) => theme.space.xs})
      );
    }
    [data-direction='next'] {
      right: calc(
        -1 * (${({ theme }) => theme.sizes.touchTarget} + ${({ theme }) => theme.space.xs})
      );
    }
  }
`;

const Card = styled.article`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  margin-inline: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.canvas};
  text-align: center;

  img,
  [aria-hidden='true']:first-child {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }

  button {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const Name = styled.h3`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Location = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Placeholder = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  max-height: 18rem;
  overflow: hidden;
`;
