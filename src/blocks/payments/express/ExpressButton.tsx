import styled from 'styled-components';

type ExpressButtonProps = { onClick?: () => void; disabled?: boolean; tabIndex?: number };

/** The wallet-style button of the local express checkout (and its stand-in for visitors). */
export const ExpressButton = ({ onClick, disabled, tabIndex }: ExpressButtonProps) => (
  <Button type="button" onClick={onClick} disabled={disabled} tabIndex={tabIndex}>
    <span aria-hidden="true">⚡</span> Express checkout
  </Button>
);

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.inverse};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
