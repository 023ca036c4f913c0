import styled from 'styled-components';
import { PriceFigure } from '@/ui/PriceFigure';
import { PLAN_LIST, type Plan } from '@shared/plans';
import { formatMoney } from '@/lib/money';
import { ButtonLink } from '@/ui/Button';

type PlanCardsProps = { headingLevel?: 3 | 4 };

/** The three plans side by side: price, goal, features and 'Learn More' (landing page). */
export const PlanCards = ({ headingLevel = 3 }: PlanCardsProps) => (
  <Cards>
    {PLAN_LIST.map((plan) => (
      <PlanCard key={plan.planId} plan={plan} headingLevel={headingLevel} />
    ))}
  </Cards>
);

const PlanCard = ({ plan, headingLevel }: { plan: Plan; headingLevel: 3 | 4 }) => (
  <Card $color={plan.color} aria-labelledby={`plan-card-${plan.planId}`}>
    <Name as={`h${headingLevel}`} id={`plan-card-${plan.planId}`} $color={plan.color}>
      {plan.title}
    </Name>
    <PriceFigure amount={formatMoney(plan.price)} note="per session" />
    <Goal>I want to {plan.goal}</Goal>
    <Features>
      {plan.features.map((feature) => (
        <li key={feature}>{feature}</li>
      ))}
    </Features>
    <ButtonLink
      to={plan.learnMoreLink}
      variant={plan.color === 'primary' ? 'secondary' : plan.color}
    >
      Learn More <span className="visually-hidden">about {plan.title}</span>
    </ButtonLink>
  </Card>
);

type Tone = Plan['color'];

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.article<{ $color: Tone }>`
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $color }) => theme.colors[$color]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.ink};
`;

const Name = styled.h3<{ $color: Tone }>`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme, $color }) => ($color === 'lux' ? theme.colors.luxDark : theme.colors[$color])};
`;

const Goal = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Features = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: 1.1em;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
