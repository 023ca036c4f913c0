import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FREE_TRIAL_DAYS, hasMonthlyOption, type Plan } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { Button, type ButtonVariant } from '@/ui/Button';

const BUTTON_VARIANT: Record<Plan['color'], ButtonVariant> = {
  primary: 'primary',
  major: 'major',
  lux: 'lux',
};

type BookingPlanCardProps = {
  plan: Plan;
  isBestMatch: boolean;
  onChoose: (plan: Plan) => void;
};

/** A plan while booking: price, monthly option, goal, features, Learn More and its button. */
export const BookingPlanCard = ({ plan, isBestMatch, onChoose }: BookingPlanCardProps) => {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} data-color={plan.color} data-best={isBestMatch || undefined}>
      {isBestMatch && <Ribbon>Best Match</Ribbon>}
      <Title id={titleId}>
        {plan.title}
        {isBestMatch && <span className="visually-hidden"> (Best Match)</span>}
      </Title>
      <Goal>I want to {plan.goal}</Goal>
      <Price>
        <Amount>{formatMoney(plan.price)}</Amount> <Unit>per session</Unit>
      </Price>
      <Monthly>
        {hasMonthlyOption(plan.planId)
          ? `or ${formatMoney(plan.monthlyPrice)} a month, with a free ${FREE_TRIAL_DAYS}-day trial`
          : 'One month of Lux, paid once'}
      </Monthly>
      <Features aria-label={`${plan.title} includes`}>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Features>
      <Actions>
        <Button variant={BUTTON_VARIANT[plan.color]} fullWidth onClick={() => onChoose(plan)}>
          Choose {plan.title}
        </Button>
        <LearnMore to={plan.learnMoreLink}>
          Learn More <span className="visually-hidden">about {plan.title}</span>
        </LearnMore>
      </Actions>
    </Card>
  );
};

const Card = styled.article`
  --accent: ${({ theme }) => theme.colors.primary};
  --accent-ink: ${({ theme }) => theme.colors.primary};
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid var(--accent);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &[data-color='major'] {
    --accent: ${({ theme }) => theme.colors.major};
    --accent-ink: ${({ theme }) => theme.colors.major};
  }
  &[data-color='lux'] {
    --accent: ${({ theme }) => theme.colors.lux};
    --accent-ink: ${({ theme }) => theme.colors.luxDark};
  }
  &[data-best] {
    border-color: var(--accent);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Ribbon = styled.p`
  position: absolute;
  top: 0;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: var(--accent);
  color: ${({ theme }) => theme.colors.inverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  white-space: nowrap;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: var(--accent-ink);
`;

const Goal = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Price = styled.p`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Amount = styled.span`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Unit = styled.span`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Monthly = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding-left: 1.25rem;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: center;
`;

const LearnMore = styled(Link)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-underline-offset: 0.25em;
`;
