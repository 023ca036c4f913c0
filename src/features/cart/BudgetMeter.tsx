import { useId } from 'react';
import styled from 'styled-components';
import { formatMoney } from '@/lib/money';
import { useGetBudgetQuery } from './budgetApi';

const SOURCES: Record<string, string> = {
  questionnaire: 'From your session questionnaire.',
  chat: 'From what you told your stylist.',
};

const pieces = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

type BudgetMeterProps = {
  /** How many pieces are ticked, and what they cost together (prices, not retail). */
  selectedCount: number;
  selectedTotal: number;
};

/**
 * The selected pieces against the budget the shopper stated per piece (issue 16, "beyond the
 * peers"): plain figures and a bar, and a calm line when the selection goes past it, so spending
 * more is a choice rather than a surprise. Nothing when there is no budget or it cannot load.
 */
export const BudgetMeter = ({ selectedCount, selectedTotal }: BudgetMeterProps) => {
  const titleId = useId();
  const { data } = useGetBudgetQuery();
  const perPiece = data?.perPiece ?? null;
  if (perPiece === null) return null;

  const source = data?.source ? SOURCES[data.source] : undefined;
  const budget = perPiece * selectedCount;
  const over = selectedTotal - budget;
  const summary =
    selectedCount === 0
      ? `Up to ${formatMoney(perPiece)} a piece. Tick pieces to see them against it.`
      : `Selected ${formatMoney(selectedTotal)} of your ${formatMoney(budget)} budget ` +
        `(${pieces(selectedCount)} at up to ${formatMoney(perPiece)} each)`;

  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>Your budget</Title>
      <Text>{summary}</Text>
      {selectedCount > 0 && (
        <Track
          role="meter"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={budget}
          aria-valuenow={Math.min(selectedTotal, budget)}
          aria-valuetext={summary}
        >
          <Fill style={{ width: `${Math.min(100, (selectedTotal / budget) * 100)}%` }} />
        </Track>
      )}
      {selectedCount > 0 && over > 0 && (
        <Text>{formatMoney(over)} more than you planned for these pieces.</Text>
      )}
      {source && <Muted>{source}</Muted>}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Track = styled.div`
  overflow: hidden;
  height: 0.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.base} ease;

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`;
