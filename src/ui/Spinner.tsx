import styled, { keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

type SpinnerProps = {
  /** What is loading, for screen readers. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
};

/** A loading indicator announced politely to screen readers. */
export const Spinner = ({ label = 'Loading…', size = 'md', className }: SpinnerProps) => (
  <Status role="status" aria-label={label} className={className}>
    <SpinnerRing $size={size} aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </Status>
);

type FullPageSpinnerProps = Omit<SpinnerProps, 'size'>;

/** A large spinner centred in the page's content area (route loading, lazy pages). */
export const FullPageSpinner = (props: FullPageSpinnerProps) => (
  <Centre>
    <Spinner size="lg" {...props} />
  </Centre>
);

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const diameters: Record<SpinnerSize, string> = { sm: '1rem', md: '2rem', lg: '3rem' };

/** The decorative ring alone (no role): for use inside controls such as a loading button. */
export const SpinnerRing = styled.span<{ $size?: SpinnerSize }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size = 'md' }) => diameters[$size]};
  height: ${({ $size = 'md' }) => diameters[$size]};
  border: ${({ $size = 'md' }) => ($size === 'sm' ? '2px' : '3px')} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    /* A slow turn still signals activity without fast motion. */
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.major};
`;

const Centre = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  min-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  padding: ${({ theme }) => theme.space.xl};
`;
