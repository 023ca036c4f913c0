import styled from 'styled-components';
import { ButtonLink } from '@/ui/Button';
import { ProfileSection } from './ProfileSection';

/** What each plan brings (spec 000 §1 "Plans"): style boards and revisions. */
const PLANS = [
  { id: 'mini', title: 'Mini', features: ['2 style boards', 'Up to 2 revisions'] },
  { id: 'major', title: 'Major', features: ['Up to 5 style boards', 'Up to 5 revisions'] },
  { id: 'lux', title: 'Lux', features: ['Up to 8 style boards', 'Up to 8 revisions'] },
] as const;

/** The styling experience: how a session runs and a teaser of the three plans. */
export const StylingExperience = () => (
  <ProfileSection title="The styling experience">
    <Intro>
      Your stylist sends a mood board first, then shoppable style boards, then revisions until you
      love every look. Every plan includes chat with your stylist.
    </Intro>
    <Subheading>What you get</Subheading>
    <Plans>
      {PLANS.map((plan) => (
        <Plan key={plan.id} data-plan={plan.id}>
          <PlanTitle>{plan.title}</PlanTitle>
          <Features>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        </Plan>
      ))}
    </Plans>
    <div>
      <ButtonLink to="/pricing" variant="ghost">
        Compare plans
      </ButtonLink>
    </div>
  </ProfileSection>
);

const Intro = styled.p`
  max-width: 48rem;
`;

const Subheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Plan = styled.li`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &[data-plan='major'] {
    border-top-color: ${({ theme }) => theme.colors.major};
  }

  &[data-plan='lux'] {
    border-top-color: ${({ theme }) => theme.colors.lux};
  }
`;

const PlanTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Features = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
`;
