import styled from 'styled-components';

type PlanFeaturesProps = { label: string; features: readonly string[] };

/** A plan's features as a check-marked list, ticks in the card's accent colour (`--accent-ink`). */
export const PlanFeatures = ({ label, features }: PlanFeaturesProps) => (
  <List aria-label={label}>
    {features.map((feature) => (
      <li key={feature}>
        <Check viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </Check>
        {feature}
      </li>
    ))}
  </List>
);

const List = styled.ul`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
`;

const Check = styled.svg`
  flex-shrink: 0;
  margin-top: 0.3em;
  color: var(--accent-ink, currentColor);
`;
