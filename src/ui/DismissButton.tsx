import styled from 'styled-components';
import { CloseIcon } from './icons';

type DismissButtonProps = { label: string; onClick: () => void; className?: string };

/** The × that closes a banner or notice: a full touch target, labelled for screen readers. */
export const DismissButton = ({ label, onClick, className }: DismissButtonProps) => (
  <Button type="button" aria-label={label} onClick={onClick} className={className}>
    <CloseIcon size={18} />
  </Button>
);

const Button = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;
