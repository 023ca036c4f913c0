import { useGetCartQuery } from '@/api/cartApi';
import { CartIconLink } from './CartLink';

/** The cart link of a signed-in shopper, with the cart's count. */
export const ShopperCartLink = () => {
  const { data } = useGetCartQuery();
  return <CartIconLink count={data?.itemsCount ?? 0} isSignedIn />;
};
