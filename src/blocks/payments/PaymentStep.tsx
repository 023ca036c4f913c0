import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The payment form's region. It replaces the button that opened it, so focus moves to it (and a
 * screen reader announces "Payment") instead of falling back to the page. The form inside names
 * what is paid in its own heading.
 */
export const PaymentStep = ({ children }: { children: ReactNode }) => {
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => regionRef.current?.focus(), []);
  return (
    <Section ref={regionRef} aria-label="Payment" tabIndex={-1}>
      {children}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:focus {
    outline: none;
  }
`;
