import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { gridSizeChosen, selectGridSize, type GridSize } from './profileSlice';

const SIZES: { size: GridSize; label: string; cells: number[][] }[] = [
  {
    size: 'small',
    label: 'Small grid',
    cells: [
      [3, 3],
      [13, 3],
      [3, 13],
      [13, 13],
    ],
  },
  { size: 'large', label: 'Large grid', cells: [[3, 3]] },
];

/** Spec 001 §4 "Grid size": small (the default) or large, for every grid on the profile. */
export const GridSizeToggle = () => {
  const gridSize = useAppSelector(selectGridSize);
  const dispatch = useAppDispatch();
  return (
    <Group role="group" aria-label="Grid size">
      {SIZES.map(({ size, label, cells }) => (
        <Toggle
          key={size}
          type="button"
          aria-pressed={gridSize === size}
          aria-label={label}
          title={label}
          onClick={() => dispatch(gridSizeChosen(size))}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {cells.map(([x, y]) => (
              <rect
                key={`${x}-${y}`}
                x={x}
                y={y}
                width={cells.length === 1 ? 18 : 8}
                height={cells.length === 1 ? 18 : 8}
                rx="1.5"
              />
            ))}
          </svg>
        </Toggle>
      ))}
    </Group>
  );
};

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.inkMuted};
  cursor: pointer;

  svg {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
  }

  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
