import styled, { keyframes } from 'styled-components';

type SkeletonProps = {
  /** CSS width, e.g. '100%' or '12rem'. */
  width?: string;
  /** CSS height; defaults to one line of body text. */
  height?: string;
  /** Round avatar-style placeholder. */
  circle?: boolean;
  className?: string;
};

/** A shimmering placeholder block; decorative, so hidden from assistive technology. */
export const Skeleton = ({
  width = '100%',
  height = '1em',
  circle = false,
  className,
}: SkeletonProps) => (
  <Block
    aria-hidden="true"
    className={className}
    data-circle={circle || undefined}
    style={{ width, height }}
  />
);

type SkeletonGridProps = {
  /** How many placeholder cards (spec: 4 on mobile, 10 otherwise in feeds and closets). */
  count: number;
  /** Minimum card width; cards fill the row (spec product card: 168 px). */
  minItemWidth?: string;
  /** Height of each card's image area. */
  imageHeight?: string;
  className?: string;
};

/** A responsive grid of placeholder cards (image and two text lines) for loading lists. */
export const SkeletonGrid = ({
  count,
  minItemWidth = '168px',
  imageHeight = '220px',
  className,
}: SkeletonGridProps) => (
  <Grid
    aria-hidden="true"
    data-testid="skeleton-grid"
    className={className}
    style={{ gridTemplateColumns: `repeat(auto-fill, minmax(min(${minItemWidth}, 100%), 1fr))` }}
  >
    {Array.from({ length: count }, (_, index) => (
      <Card key={index}>
        <Skeleton height={imageHeight} />
        <Skeleton width="80%" />
        <Skeleton width="50%" />
      </Card>
    ))}
  </Grid>
);

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const Block = styled.span`
  display: block;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surface} 25%,
    ${({ theme }) => theme.colors.surfaceStrong} 50%,
    ${({ theme }) => theme.colors.surface} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  &[data-circle] {
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none !important;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
