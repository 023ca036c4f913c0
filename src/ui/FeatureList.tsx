import styled, { css } from 'styled-components';

type Breakpoint = 'aboveSmallMobile' | 'aboveMobile' | 'aboveTablet';

/** How many columns from each breakpoint up; one column below the first. */
export type FeatureColumns = Partial<Record<Breakpoint, number>>;

const BREAKPOINTS: readonly Breakpoint[] = ['aboveSmallMobile', 'aboveMobile', 'aboveTablet'];

/**
 * A marketing list of benefits or steps: a bare grid of items, each a column of picture or
 * badge, title and text. Render it `as="ol"` for steps; extend it for the items' details.
 */
export const FeatureList = styled.ul<{ $columns: FeatureColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xs};
  }

  ${({ theme, $columns }) =>
    BREAKPOINTS.filter((breakpoint) => $columns[breakpoint]).map(
      (breakpoint) => css`
        ${theme.media[breakpoint]} {
          grid-template-columns: repeat(${$columns[breakpoint]}, minmax(0, 1fr));
        }
      `,
    )}
`;

/** An item's title; `$balance` evens out its lines when it wraps. */
export const FeatureTitle = styled.h3<{ $balance?: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  ${({ $balance }) => $balance && 'text-wrap: balance;'}
`;

/** A round badge above an item (its number or icon), `$size` across, outlined in its colour. */
export const FeatureBadge = styled.span<{ $size: string }>`
  display: grid;
  place-items: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
`;
