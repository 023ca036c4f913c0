import styled from 'styled-components';
import { SHIPPING_COUNTRIES, type ShippingAddress } from '@shared/shipping';

export const countryName = (code: string) =>
  SHIPPING_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** 'Austin, TX 78701': the city, then the state and postal code. */
const cityLine = (address: ShippingAddress) =>
  [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/** An address as it is printed on a parcel. */
export const AddressSummary = ({ address }: { address: ShippingAddress }) => (
  <Address>
    <strong>{address.name}</strong>
    <span>{address.line1}</span>
    {address.line2 && <span>{address.line2}</span>}
    <span>{cityLine(address)}</span>
    <span>{countryName(address.country)}</span>
    <span>{address.phone}</span>
  </Address>
);

const Address = styled.address`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
  font-style: normal;
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
