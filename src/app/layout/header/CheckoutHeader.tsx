import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Logo } from './Logo';
import { Icon } from '@/ui/icons';

type CheckoutHeaderProps = {
  /** Where Back goes when the app has no earlier page (the checkout was opened from a link). */
  fallback: string;
};

/**
 * The checkout pages' header on phones (spec 001 §2): a back arrow and the logo, nothing else to
 * leave the payment by. Back is one step back in history; with no earlier page in the app it goes
 * to `fallback`. A real link either way, so opening it in a new tab works.
 */
export const CheckoutHeader = ({ fallback }: CheckoutHeaderProps) => {
  const navigate = useNavigate();
  const { key } = useLocation();
  const hasHistory = key !== 'default';

  const handleBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hasHistory || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Bar>
      <Back to={fallback} aria-label="Back" onClick={handleBack}>
        <Icon>
          <path d="M19 12H5m6-6-6 6 6 6" />
        </Icon>
      </Back>
      <Logo />
    </Bar>
  );
};

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  justify-items: center;
  height: ${({ theme }) => theme.layout.headerHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Back = styled(Link)`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.ink};

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;
