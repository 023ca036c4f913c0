import { useId } from 'react';
import styled from 'styled-components';
import type { LoyaltyTier } from '@shared/loyalty';

type LoyaltyTierCardProps = { tier: LoyaltyTier; isCurrent: boolean };

/** One tier: from how many bookings a year, and its perks; the shopper's own tier is marked. */
export const LoyaltyTierCard = ({ tier, isCurrent }: LoyaltyTierCardProps) => {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-current={isCurrent || undefined}>
      <Title id={titleId}>
        {tier.title} {isCurrent && <Current>(your tier)</Current>}
      </Title>
      <Threshold>
        From {tier.minBookings} {tier.minBookings === 1 ? 'booking' : 'bookings'} in 12 months
      </Threshold>
      <Perks>
        {tier.perks.map((perk) => (
          <li key={perk}>{perk}</li>
        ))}
      </Perks>
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &[data-current] {
    border: 2px solid ${({ theme }) => theme.colors.major};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Current = styled.span`
  color: ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Threshold = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Perks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
