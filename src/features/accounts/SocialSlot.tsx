import styled from 'styled-components';
import { env } from '@/config/env';
import { SocialSignIn } from './SocialSignIn';

/**
 * Social sign-in and sign-up (spec 000 §2): Google, only when VITE_GOOGLE_CLIENT_ID is set.
 * Without it nothing renders, not even the "or" divider.
 */
export const SocialSlot = ({ label }: { label: string }) =>
  env.googleClientId ? (
    <Slot data-testid="social-sign-in">
      <Divider>
        <span>or</span>
      </Divider>
      <SocialSignIn label={label} />
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
