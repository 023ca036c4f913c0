import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PLANS, type PlanId } from '@shared/plans';
import { formatCharge } from '@/lib/money';

type GiftSummaryProps = {
  plan: PlanId;
  planAmount: number;
  additionalAmount: number;
  total: number;
  title?: string;
  /** The gift message, shown as the text it is (never read as markup). */
  message?: string;
  /** Beside the heading, e.g. a link to change the choice. */
  action?: ReactNode;
};

/** What the gift card holds and costs: the plan's session, the extra credit and the total. */
export const GiftSummary = ({
  plan,
  planAmount,
  additionalAmount,
  total,
  title = 'Your gift',
  message,
  action,
}: GiftSummaryProps) => {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Header>
        <Heading id={headingId}>{title}</Heading>
        {action}
      </Header>
      <Rows>
        <Row>
          <dt>{PLANS[plan].title} styling session</dt>
          <dd>{formatCharge(planAmount)}</dd>
        </Row>
        <Row>
          <dt>Shopping credit</dt>
          <dd>{additionalAmount > 0 ? formatCharge(additionalAmount) : 'None'}</dd>
        </Row>
        <Total>
          <dt>Total</dt>
          <dd>{formatCharge(total)}</dd>
        </Total>
      </Rows>
      {message && (
        <Message>
          <MessageLabel>Your message</MessageLabel>
          <MessageText>{message}</MessageText>
        </Message>
      )}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Rows = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Total = styled(Row)`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const MessageLabel = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const MessageText = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.inkMuted};
`;
