import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage } from '@/api/errors';
import {
  useCancelSubscriptionMutation,
  useReactivateSubscriptionMutation,
  type Membership,
} from './membershipApi';
import { env } from '@/config/env';
import { Button } from '@/ui/Button';
import { MembershipChangeDialog } from './MembershipChangeDialog';
import { MembershipPastDue } from './MembershipPastDue';
import {
  lastBillingText,
  monthlyPrice,
  paymentMethodText,
  planTitle,
  showsMonthlyPlanRule,
  statusLabel,
  statusSentence,
} from './membershipText';

const FAILED = {
  cancel: "We couldn't cancel your membership. Please check your connection and try again.",
  reactivate: "We couldn't reactivate your membership. Please check your connection and try again.",
};

/**
 * One monthly membership: plan, stylist, payment, last billing date, card, and where it stands;
 * a past-due one asks for a new card on the billing page.
 * A running one can be cancelled, an ending one reactivated, each with one confirmation. The
 * action is one button whose words change, so focus comes back to it after the dialog.
 */
export const MembershipCard = ({ membership }: { membership: Membership }) => {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [dialog, setDialog] = useState<'cancel' | 'reactivate' | null>(null);
  const [cancel, cancelState] = useCancelSubscriptionMutation();
  const [reactivate, reactivateState] = useReactivateSubscriptionMutation();
  const action = membership.isEnding ? 'reactivate' : 'cancel';
  const pending = dialog === 'reactivate' ? reactivateState : cancelState;

  const handleOpen = () => {
    cancelState.reset();
    reactivateState.reset();
    setDialog(action);
  };
  const handleClose = () => {
    setDialog(null);
    // It ended meanwhile and its button went: focus stays in the card rather than the page.
    if (membership.status === 'inactive') setTimeout(() => titleRef.current?.focus(), 0);
  };
  const handleConfirm = async () => {
    const change = dialog === 'reactivate' ? reactivate : cancel;
    const result = await change(membership.id);
    if (!('error' in result)) setDialog(null);
  };

  return (
    <Card aria-labelledby={titleId}>
      <Header>
        <Title id={titleId} ref={titleRef} tabIndex={-1}>
          {planTitle(membership.plan)} monthly membership with {membership.stylistName}
        </Title>
        <Badge data-status={membership.isEnding ? 'ending' : membership.status}>
          {statusLabel(membership)}
        </Badge>
      </Header>
      <Status role="status">{statusSentence(membership)}</Status>
      {membership.status === 'past_due' && <MembershipPastDue />}
      <Details>
        <dt>Plan</dt>
        <dd>{planTitle(membership.plan)} (monthly)</dd>
        <dt>Stylist</dt>
        <dd>{membership.stylistName}</dd>
        <dt>Payment</dt>
        <dd>{monthlyPrice(membership)}</dd>
        <dt>Last billing date</dt>
        <dd>{lastBillingText(membership)}</dd>
        <dt>Payment method</dt>
        <dd>{paymentMethodText(membership)}</dd>
      </Details>
      {showsMonthlyPlanRule(membership) && (
        <Rule>
          On the Monthly Plan you may cancel after seeing the mood board and switch stylist. To
          switch, e-mail us at <a href={`mailto:${env.supportEmail}`}>{env.supportEmail}</a>.
        </Rule>
      )}
      {membership.status !== 'inactive' && (
        <div>
          <Button
            variant={action === 'cancel' ? 'secondary' : 'primary'}
            aria-describedby={titleId}
            onClick={handleOpen}
          >
            {action === 'cancel' ? 'Cancel membership' : 'Reactivate membership'}
          </Button>
        </div>
      )}
      {dialog && (
        <MembershipChangeDialog
          membership={membership}
          action={dialog}
          isSaving={pending.isLoading}
          error={pending.isError ? getErrorMessage(pending.error, FAILED[dialog]) : null}
          onConfirm={() => void handleConfirm()}
          onClose={handleClose}
        />
      )}
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled.h3`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Badge = styled.span`
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &[data-status='active'],
  &[data-status='trialing'] {
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.inverse};
  }
  &[data-status='past_due'] {
    background: ${({ theme }) => theme.colors.error};
    color: ${({ theme }) => theme.colors.inverse};
  }
  &[data-status='ending'] {
    background: ${({ theme }) => theme.colors.major};
    color: ${({ theme }) => theme.colors.inverse};
  }
`;

const Status = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ${({ theme }) => theme.media.aboveSmallMobile} {
    grid-template-columns: max-content minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.lg};
    dt,
    dd {
      margin: 0;
    }
  }
`;

const Rule = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.lux};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
