import { PageHead } from '@/ui/PageHead';
import { PageContent, PageTitle } from '@/ui/PageLayout';
import { OrderHistory } from './OrderHistory';

/** Orders read best in one column of a comfortable width, however wide the screen. */
const COLUMN_WIDTH = '52rem';

/** /orders (spec 001 §2, protected): 'My Orders', the count and the order history. */
export const OrdersPage = () => (
  <>
    <PageHead title="My Orders" description="Every order you have placed, newest first." />
    <PageContent $maxWidth={COLUMN_WIDTH} aria-labelledby="orders-title">
      <PageTitle id="orders-title">My Orders</PageTitle>
      <OrderHistory />
    </PageContent>
  </>
);
