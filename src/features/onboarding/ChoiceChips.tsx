import styled from 'styled-components';
import { Skeleton } from '@/ui/Skeleton';

export type ChoiceOption = { id: string; label: string };

type ChoiceChipsProps = {
  options: readonly ChoiceOption[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The id of the text that names the group ('Check any that apply:'). */
  labelledBy: string;
};

/** Multi-select chips: toggle buttons (aria-pressed) that wrap onto as many rows as needed. */
export const ChoiceChips = ({ options, selected, onToggle, labelledBy }: ChoiceChipsProps) => (
  <Chips role="group" aria-labelledby={labelledBy}>
    {options.map(({ id, label }) => (
      <Chip key={id} type="button" aria-pressed={selected.has(id)} onClick={() => onToggle(id)}>
        <Tick viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 8.5l3 3 6-7" />
        </Tick>
        {label}
      </Chip>
    ))}
  </Chips>
);

/** Placeholder chips while the options load. */
export const ChoiceChipsSkeleton = ({ count = 8 }: { count?: number }) => (
  <Chips aria-hidden="true" data-testid="chips-skeleton">
    {Array.from({ length: count }, (_, index) => (
      <Skeleton key={index} width={`${9 + ((index * 5) % 7)}rem`} height="3rem" />
    ))}
  </Chips>
);

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.aboveSmallMobile} {
    gap: ${({ theme }) => theme.space.sm};
  }

  & > span {
    border-radius: ${({ theme }) => theme.radii.pill};
  }
`;

const Tick = styled.svg`
  flex-shrink: 0;
  width: 0;
  height: 1rem;
  margin-right: 0;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
  transition:
    width ${({ theme }) => theme.motion.fast} ease,
    margin ${({ theme }) => theme.motion.fast} ease;
`;

const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.canvas};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: left;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    border-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  &[aria-pressed='true'] ${Tick} {
    width: 1rem;
    margin-right: ${({ theme }) => theme.space.xxs};
  }

  ${({ theme }) => theme.media.aboveSmallMobile} {
    min-height: 3rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;
