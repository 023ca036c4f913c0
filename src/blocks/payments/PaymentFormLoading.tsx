import styled from 'styled-components';
import { Spinner } from '@/ui/Spinner';

/** The placeholder while the payment form's code, the SDK or the session loads. */
export const PaymentFormLoading = () => (
  <Box>
    <Spinner label="Loading the payment form…" />
  </Box>
);

/** About the local form's height, so the page does not jump when the form arrives. */
const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 20rem;
`;
