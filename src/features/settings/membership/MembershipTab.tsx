import styled from 'styled-components';
import { FREE_TRIAL_DAYS } from '@shared/plans';
import { ButtonLink } from '@/ui/Button';
import { Skeleton } from '@/ui/Skeleton';
import { useGetSubscriptionSessionsQuery } from './membershipApi';
import { SettingsLoadState } from '../SettingsLoadState';
import { SettingsPanel } from '../SettingsPanel';
import { MembershipCard } from './MembershipCard';

/**
 * The Membership tab (spec 001 §3 and §4 "Membership"): each monthly membership with where it
 * stands — active, in its free trial (until when) or ending or ended (on which date) — and
 * cancel or reactivate in two clicks. Loading, a retry on failure, and a way to book when there
 * is none.
 */
export const MembershipTab = () => {
  const memberships = useGetSubscriptionSessionsQuery();
  return (
    <SettingsPanel
      title="Membership"
      intro="Your monthly styling memberships. Cancel or reactivate any time, right here."
    >
      <SettingsLoadState
        isLoading={memberships.isLoading}
        data={memberships.data}
        loadingText="Loading your membership…"
        placeholder={
          <Placeholder aria-hidden="true" data-testid="membership-skeleton">
            <Skeleton width="70%" height="1.5rem" />
            <Skeleton width="55%" />
            <Skeleton width="40%" />
            <Skeleton width="45%" />
            <Skeleton width="10rem" height="2.75rem" />
          </Placeholder>
        }
        errorTitle="We couldn't load your membership"
        onRetry={() => void memberships.refetch()}
      >
        {(list) =>
          list.length === 0 ? (
            <Empty>
              <EmptyTitle>You have no membership</EmptyTitle>
              <p>
                A monthly membership brings you a new styling session every month, and every plan
                starts with a free {FREE_TRIAL_DAYS}-day trial.
              </p>
              <div>
                <ButtonLink to="/stylistSearch">Book a stylist</ButtonLink>
              </div>
            </Empty>
          ) : (
            <List>
              {list.map((membership) => (
                <li key={membership.id}>
                  <MembershipCard membership={membership} />
                </li>
              ))}
            </List>
          )
        }
      </SettingsLoadState>
    </SettingsPanel>
  );
};

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Empty = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const EmptyTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
