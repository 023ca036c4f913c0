import styled from 'styled-components';
import { Button } from './Button';

type LoadMoreRowProps = {
  label: string;
  isLoading: boolean;
  /** From the list's useLoadMoreFocus, so focus goes to the first new entry. */
  onLoadMore: () => void;
};

/** Under a paged list: the centred secondary button that asks for the next page. */
export const LoadMoreRow = ({ label, isLoading, onLoadMore }: LoadMoreRowProps) => (
  <Row>
    <Button variant="secondary" isLoading={isLoading} onClick={onLoadMore}>
      {label}
    </Button>
  </Row>
);

const Row = styled.div`
  display: flex;
  justify-content: center;
`;
