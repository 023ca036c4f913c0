import styled from 'styled-components';

/**
 * A form-level error (an answer the form has no field for, too many attempts, no connection).
 * `role="alert"` makes screen readers announce it as it appears.
 */
export const FormAlert = ({ message }: { message: string | null }) =>
  message ? <Alert role="alert">{message}</Alert> : null;

const Alert = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 3px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
