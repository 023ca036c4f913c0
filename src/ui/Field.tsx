import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { ErrorText } from './ErrorText';

type FieldProps = {
  controlId: string;
  hintId: string;
  errorId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  showRequiredMark?: boolean;
  /** 'inline' puts the control before its label (checkboxes). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and error for one form control; the control itself is the child. */
export const Field = ({
  controlId,
  hintId,
  errorId,
  label,
  hint,
  error,
  showRequiredMark = false,
  layout = 'stacked',
  className,
  children,
}: FieldProps) => {
  const labelNode = (
    <Label htmlFor={controlId}>
      {label}
      {showRequiredMark && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
  return (
    <Wrapper className={className} data-invalid={error ? true : undefined}>
      {layout === 'inline' ? (
        <InlineRow>
          {children}
          {labelNode}
        </InlineRow>
      ) : (
        <>
          {labelNode}
          {children}
        </>
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText $size="xs" id={errorId}>
          {error}
        </ErrorText>
      )}
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const InlineRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.major};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The look of text-like controls (inputs, selects); invalid state via aria-invalid. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.controlHeight};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.canvas};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  transition: border-color ${({ theme }) => theme.motion.fast} ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.inkSubtle};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    border-color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;
