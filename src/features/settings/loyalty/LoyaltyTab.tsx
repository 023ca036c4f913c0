import styled from 'styled-components';
import { LOYALTY_TIERS } from '@shared/loyalty';
import { useGetCurrentUserQuery } from '@/api/currentUserApi';
import { env } from '@/config/env';
import { Skeleton } from '@/ui/Skeleton';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsPanel } from '../SettingsPanel';
import { LoyaltyTierCard } from './LoyaltyTierCard';
import { bookingsSentence, loyaltyStanding, progressSentence } from './loyaltyStanding';

/**
 * The Loyalty rewards tab (spec 001 §4 "Loyalty", §9): the shopper's tier from their bookings in
 * the last 12 months and how far the next one is, every tier with its perks, and that rewards
 * are redeemed in the iOS app.
 */
export const LoyaltyTab = () => {
  const user = useGetCurrentUserQuery();
  const standing = user.data ? loyaltyStanding(user.data) : null;
  const target = standing?.next?.tier.minBookings ?? 1;

  return (
    <SettingsPanel
      title="Loyalty rewards"
      intro="The more you book, the more you get: your tier depends on your bookings in the last 12 months."
    >
      <SettingsLoadState
        isLoading={user.isLoading}
        data={standing}
        loadingText="Loading your rewards…"
        placeholder={<Skeleton height="6rem" />}
        errorTitle="We couldn't load your rewards"
        onRetry={() => void user.refetch()}
      >
        {(current) => (
          <Standing aria-labelledby="loyalty-standing-title">
            <StandingTitle id="loyalty-standing-title">
              {current.tier ? `Your tier: ${current.tier.title}` : 'No tier yet'}
            </StandingTitle>
            <p>{bookingsSentence(current.bookings)}</p>
            <Bar aria-hidden="true">
              <Fill style={{ width: `${Math.min(100, (current.bookings / target) * 100)}%` }} />
            </Bar>
            <p>{progressSentence(current)}</p>
          </Standing>
        )}
      </SettingsLoadState>
      <Tiers aria-label="Loyalty tiers">
        {LOYALTY_TIERS.map((tier) => (
          <li key={tier.level}>
            <LoyaltyTierCard tier={tier} isCurrent={standing?.tier?.level === tier.level} />
          </li>
        ))}
      </Tiers>
      <AppNote>
        Redeeming rewards requires the {env.productName} iOS app.{' '}
        <a href={env.mobileAppUrl} target="_blank" rel="noopener noreferrer">
          Get the app <span className="visually-hidden">(opens in a new tab)</span>
        </a>
      </AppNote>
    </SettingsPanel>
  );
};

const Standing = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

const StandingTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Bar = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.major};
`;

const Tiers = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const AppNote = styled.p`
  margin: 0;
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-underline-offset: 3px;
  }
`;
