import styled from 'styled-components';
import type { Item } from '@/api/items';
import { toSafeExternalUrl } from '@/lib/safeExternalLink';
import { buttonStyles, type ButtonSize, type ButtonVariant } from '@/ui/Button';

type ShopAtLinkProps = { item: Pick<Item, 'buyUrl' | 'buyUrlShort' | 'retailer'> };

/**
 * 'Shop at {retailer's site}' for an item sold only at the retailer: a new tab, http(s) only.
 * A buy URL that is not a safe web address gives no link at all.
 */
export const ShopAtLink = ({ item }: ShopAtLinkProps) => {
  const href = toSafeExternalUrl(item.buyUrl);
  if (!href) return null;
  const site = item.buyUrlShort || item.retailer || new URL(href).hostname;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      $variant="primary"
      $size="md"
      $fullWidth
    >
      Shop at {site}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </Link>
  );
};

const Link = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  ${buttonStyles}
  text-transform: none;
  overflow-wrap: anywhere;
`;
