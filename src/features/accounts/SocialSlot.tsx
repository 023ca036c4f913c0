import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The social sign-in slot (spec 000 §2: "social sign-in" / "social sign-up"). "Continue with
 * Google" goes here once the Google sign-in adapter is built; the forms take it as `googleSlot`.
 * Until something is passed in, nothing renders, not even the "or" divider.
 */
export const SocialSlot = ({ children }: { children?: ReactNode }) =>
  children ? (
    <Slot data-testid="social-sign-in">
      <Divider>
        <span>or</span>
      </Divider>
      {children}
    </Slot>
  ) : null;

const Slot = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.inkSubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
