import styled from 'styled-components';
import { env } from '@/config/env';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';
import { Button } from '@/ui/Button';

/** Spec 000 §8, "Payment form cannot load" (quoted exactly; the last words are the link). */
export const UNAVAILABLE_COPY =
  "We're unable to load the payment form at the moment. Please check your internet connection and refresh the page. If the issue continues, try again later or";
export const SUPPORT_LINK_TEXT = 'contact our support team';

const helpCenterUrl = toSafeExternalUrl(env.helpCenterUrl);

type PaymentFormUnavailableProps = {
  /** Loads the payment form again. */
  onRetry: () => void;
};

/** What shows in place of the payment form when its code, the SDK or the session fails. */
export const PaymentFormUnavailable = ({ onRetry }: PaymentFormUnavailableProps) => (
  <Wrapper role="alert">
    <Text>
      {UNAVAILABLE_COPY}{' '}
      {helpCenterUrl ? (
        <SupportLink href={helpCenterUrl} target="_blank" rel="noopener noreferrer">
          {SUPPORT_LINK_TEXT}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </SupportLink>
      ) : (
        <SupportLink href={`mailto:${env.supportEmail}`}>{SUPPORT_LINK_TEXT}</SupportLink>
      )}
    </Text>
    <Button variant="secondary" onClick={onRetry}>
      Try again
    </Button>
  </Wrapper>
);

const Wrapper = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: start;
`;

const Text = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  line-height: ${({ theme }) => theme.lineHeights.body};
`;

const SupportLink = styled.a`
  color: ${({ theme }) => theme.colors.major};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
