import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './Button';

type UploadProgressProps = {
  /** What is being sent, e.g. 'Uploading your photo': the bar's name. */
  label: string;
  /** How much has gone, 0 to 100; null when the service cannot tell (the bar then pulses). */
  percent: number | null;
  /** Stops the upload; without it, no Cancel is offered. */
  onCancel?: () => void;
};

/**
 * An upload a shopper can follow: a labelled progress bar with its percent, and Cancel. The bar
 * moves smoothly, or in steps for those who ask for reduced motion.
 */
export const UploadProgress = ({ label, percent, onCancel }: UploadProgressProps) => {
  const labelId = useId();
  return (
    <Wrapper>
      <Top>
        <span id={labelId}>{label}</span>
        {percent !== null && <span aria-hidden="true">{percent}%</span>}
      </Top>
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? 'In progress' : `${percent}%`}
      >
        <Fill
          data-unknown={percent === null || undefined}
          style={percent === null ? undefined : { transform: `scaleX(${percent / 100})` }}
        />
      </Track>
      {onCancel && (
        <Cancel size="sm" variant="secondary" onClick={onCancel}>
          Cancel<span className="visually-hidden"> upload</span>
        </Cancel>
      )}
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Top = styled.div`
  display: flex;
  grid-column: 1;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div`
  grid-column: 1;
  height: 0.5rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceStrong};
  outline: 1px solid ${({ theme }) => theme.colors.borderStrong};
`;

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  transition: transform ${({ theme }) => theme.motion.base} ease-out;

  &[data-unknown] {
    width: 40%;
    animation: ${sweep} 1.2s ease-in-out infinite alternate;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;

    &[data-unknown] {
      width: 100%;
      animation: none;
      opacity: 0.5;
    }
  }
`;

const Cancel = styled(Button)`
  grid-column: 2;
  grid-row: 1 / span 2;
`;
