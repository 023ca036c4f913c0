import styled from 'styled-components';
import { Skeleton } from '@/ui/Skeleton';

const PLACEHOLDERS = 3;

/** Orders-shaped placeholders while the first page loads, with a status for screen readers. */
export const OrdersSkeleton = () => (
  <>
    <p role="status" className="visually-hidden">
      Loading your orders…
    </p>
    <List aria-hidden="true" data-testid="orders-skeleton">
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <Placeholder key={index}>
          <Skeleton width="60%" height="2.5rem" />
          <Row>
            <Skeleton width="72px" height="90px" />
            <Lines>
              <Skeleton width="40%" />
              <Skeleton width="70%" />
              <Skeleton width="25%" />
            </Lines>
          </Row>
        </Placeholder>
      ))}
    </List>
  </>
);

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Lines = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
`;
