import type { ShippingAddress } from '@shared/shipping';
import { AddressSummary } from '@/blocks/address/AddressSummary';
import { Panel, PanelHeading } from './orderPanel';

/** Where the order ships: name, address lines, city line, country and phone. */
export const OrderAddress = ({ address }: { address: ShippingAddress }) => (
  <Panel aria-labelledby="order-address-title">
    <PanelHeading id="order-address-title">Shipping address</PanelHeading>
    <AddressSummary address={address} />
  </Panel>
);
