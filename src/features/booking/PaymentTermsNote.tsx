import styled from 'styled-components';
import { paymentTerms, type TermsInput } from './paymentTerms';

/** The plain-words disclosure right above the payment form. */
export const PaymentTermsNote = (props: TermsInput) => {
  const terms = paymentTerms(props);
  return (
    <Terms aria-labelledby="payment-terms-title">
      <Due id="payment-terms-title">
        Due today: <strong>{terms.dueToday}</strong>
      </Due>
      {terms.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Terms>
  );
};

const Terms = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.major};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Due = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
