import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The payment form's section. It replaces the button that opened it, so focus moves to its
 * heading instead of falling back to the page.
 */
export const PaymentStep = ({ children }: { children: ReactNode }) => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Section aria-labelledby="payment-step-title">
      <h2 id="payment-step-title" ref={headingRef} tabIndex={-1}>
        Payment
      </h2>
      {children}
    </Section>
  );
};

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
