import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { SpinnerRing } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'major' | 'lux' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

type LookProps = {
  /** primary: dark; secondary: outline; major: red; lux: gold; ghost: text only. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

export type ButtonProps = ComponentProps<'button'> &
  LookProps & {
    /** Shows a spinner, sets aria-busy and disables the button; the label stays readable. */
    isLoading?: boolean;
  };

/** The native button in the brand's looks. `type` defaults to "button", not "submit". */
export const Button = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isLoading = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) => (
  <StyledButton
    type={type}
    disabled={disabled || isLoading}
    aria-busy={isLoading || undefined}
    data-loading={isLoading || undefined}
    $variant={variant}
    $size={size}
    $fullWidth={fullWidth}
    {...rest}
  >
    <Label>{children}</Label>
    {isLoading && <LoadingRing $size="sm" aria-hidden="true" />}
  </StyledButton>
);

export type ButtonLinkProps = ComponentProps<typeof Link> & LookProps;

/** A router link that looks like a `Button`. */
export const ButtonLink = ({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  children,
  ...rest
}: ButtonLinkProps) => (
  <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
    <Label>{children}</Label>
  </StyledLink>
);

type StyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const variants = {
  primary: css`
    --btn-bg: ${({ theme }) => theme.colors.primary};
    --btn-fg: ${({ theme }) => theme.colors.inverse};
    --btn-border: ${({ theme }) => theme.colors.primary};
    --btn-hover-bg: ${({ theme }) => theme.colors.inkMuted};
  `,
  secondary: css`
    --btn-bg: transparent;
    --btn-fg: ${({ theme }) => theme.colors.ink};
    --btn-border: ${({ theme }) => theme.colors.ink};
    --btn-hover-bg: ${({ theme }) => theme.colors.surface};
  `,
  major: css`
    --btn-bg: ${({ theme }) => theme.colors.major};
    --btn-fg: ${({ theme }) => theme.colors.inverse};
    --btn-border: ${({ theme }) => theme.colors.major};
    --btn-hover-bg: ${({ theme }) => theme.colors.primary};
  `,
  lux: css`
    --btn-bg: ${({ theme }) => theme.colors.lux};
    --btn-fg: ${({ theme }) => theme.colors.ink};
    --btn-border: ${({ theme }) => theme.colors.lux};
    --btn-hover-bg: ${({ theme }) => theme.colors.surfaceStrong};
  `,
  ghost: css`
    --btn-bg: transparent;
    --btn-fg: ${({ theme }) => theme.colors.ink};
    --btn-border: transparent;
    --btn-hover-bg: ${({ theme }) => theme.colors.surface};
  `,
};

const sizes = {
  sm: css`
    min-height: 2.25rem;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  `,
  lg: css`
    min-height: 3.5rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  `,
};

/** Shared by `Button` and `ButtonLink`, and by anything else that must look like a button. */
export const buttonStyles = css<StyleProps>`
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid var(--btn-border);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: var(--btn-bg);
  color: var(--btn-fg);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;
  text-decoration: none;
  text-transform: uppercase;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease,
    opacity ${({ theme }) => theme.motion.fast} ease;

  &:hover:not(:disabled) {
    background: var(--btn-hover-bg);
    border-color: var(--btn-hover-bg);
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.inverse};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &[data-loading] {
    cursor: progress;
    opacity: 1;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: inherit;

  [data-loading] > & {
    /* Invisible but still in the accessibility tree, and the width does not jump. */
    opacity: 0;
  }
`;

const LoadingRing = styled(SpinnerRing)`
  position: absolute;
  inset: 0;
  margin: auto;
`;
