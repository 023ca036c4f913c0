import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import type { ApiPlan, BookingStylist } from './bookingTypes';

type CheckoutSummaryProps = { stylist: BookingStylist; plan: ApiPlan; goal: string | null };

/** What is being booked: the stylist, the plan and what it includes, the styling goal. */
export const CheckoutSummary = ({ stylist, plan, goal }: CheckoutSummaryProps) => (
  <Summary aria-labelledby="checkout-summary-title">
    <Who>
      <Avatar src={stylist.profile_picture} name={stylist.name} size={48} />
      <div>
        <h2 id="checkout-summary-title">
          {plan.title} session with {stylist.name}
        </h2>
        {goal && <Muted>Your goal: {goal}</Muted>}
      </div>
    </Who>
    <Includes aria-label={`${plan.title} includes`}>
      {plan.features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </Includes>
  </Summary>
);

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Includes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: 1.25rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
