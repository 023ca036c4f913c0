import styled from 'styled-components';
import { PageHead } from '@/ui/PageHead';
import { OrderHistory } from './OrderHistory';

/** Orders read best in one column of a comfortable width, however wide the screen. */
const COLUMN_WIDTH = '52rem';

/** /orders (spec 001 §2, protected): 'My Orders', the count and the order history. */
export const OrdersPage = () => (
  <>
    <PageHead title="My Orders" description="Every order you have placed, newest first." />
    <Content aria-labelledby="orders-title">
      <Title id="orders-title">My Orders</Title>
      <OrderHistory />
    </Content>
  </>
);

const Content = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${COLUMN_WIDTH};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} ${theme.space.xxl}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: ${({ theme }) => theme.space.xl};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;
