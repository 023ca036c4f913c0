import styled, { css } from 'styled-components';

/**
 * A set of radio choices drawn as cards: a fieldset named by its legend, each choice a label
 * holding its native radio (so the group is one Tab stop and arrows move within it), marked when
 * checked. Used for the booking's session type and the gift card's plan and credit.
 */
export const ChoiceFieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const ChoiceLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** One choice; `$compact` for a one-line choice (an amount) rather than a title and a detail. */
export const ChoiceCard = styled.label<{ $compact?: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.major};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.major};
  }

  input {
    flex-shrink: 0;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.1rem 0 0;
    accent-color: ${({ theme }) => theme.colors.major};
  }

  fieldset:disabled & {
    cursor: not-allowed;
    opacity: 0.7;
  }

  ${({ $compact, theme }) =>
    $compact &&
    css`
      align-items: center;
      gap: ${theme.space.xs};
      min-height: ${theme.sizes.touchTarget};
      padding: ${`${theme.space.xs} ${theme.space.sm}`};
      font-weight: ${theme.fontWeights.medium};

      input {
        margin: 0;
      }
    `}
`;

export const ChoiceTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const ChoiceDetail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
