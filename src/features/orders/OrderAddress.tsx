import type { ShippingAddress } from '@shared/shipping';
import { SHIPPING_COUNTRIES } from '@shared/shipping';
import styled from 'styled-components';
import { Panel, PanelHeading } from './orderPanel';

const countryName = (code: string) =>
  SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** Where the order ships: name, address lines, city line, country and phone. */
export const OrderAddress = ({ address }: { address: ShippingAddress }) => {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [
    address.name,
    address.line1,
    address.line2,
    cityLine,
    countryName(address.country),
    address.phone,
  ].filter(Boolean);
  return (
    <Panel aria-labelledby="order-address-title">
      <PanelHeading id="order-address-title">Shipping address</PanelHeading>
      <Address>
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </Address>
    </Panel>
  );
};

const Address = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-style: normal;
  overflow-wrap: anywhere;
`;
