import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '@/api/errors';
import type { Item } from '@/api/items';
import { ErrorState } from '@/ui/ErrorState';
import { OffscreenSection } from '@/ui/OffscreenSection';
import { PageHead } from '@/ui/PageHead';
import { ItemBackLink } from './ItemBackLink';
import { ItemGallery } from './ItemGallery';
import { ItemNotFound } from './ItemNotFound';
import { ItemPurchase } from './ItemPurchase';
import { ItemSkeleton } from './ItemSkeleton';
import { ItemSummary } from './ItemSummary';
import { DetailsColumn, ItemColumns, ItemFrame } from './itemLayout';
import { MoreFromLook } from './MoreFromLook';
import { useItemQuery } from './useItemQuery';

/** The page's data, fetched before its first render over the prerendered shell. */
export { prefetchItem } from '../prefetchLookPages';

const FALLBACK_DESCRIPTION = 'An item picked by our stylists: sizes, colour and where to buy.';

/** The look the item was opened from: `collectionId`, else `outfit_uuid`; blank counts as none. */
const readOutfitId = (params: URLSearchParams) =>
  (params.get('collectionId') ?? '').trim() || (params.get('outfit_uuid') ?? '').trim() || null;

const describe = (item: Item) =>
  [
    `${item.name}${item.brand ? ` by ${item.brand}` : ''}`,
    item.retailer ? ` from ${item.retailer}` : '',
    '. ',
    item.description || 'Picked by our stylists.',
  ].join('');

/**
 * /item/:itemId?source=&context= (optional `collectionId` or `outfit_uuid`) and the second variant
 * /item-legacy/:itemId (spec 001 §2): the item read from the gateway, or from the second root on
 * the legacy path. Pictures beside the details, how to buy it, the closet, and more from the
 * look it came from.
 */
export const ItemPage = () => {
  const { itemId = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isLegacy = pathname.startsWith('/item-legacy');
  const outfitId = readOutfitId(params);
  const { item, error, refetch, patchItem } = useItemQuery(itemId, isLegacy);

  if (!item && isApiError(error) && error.status === 404) {
    return (
      <>
        <PageHead title="Item not found" description={FALLBACK_DESCRIPTION} />
        <ItemNotFound outfitId={outfitId} />
      </>
    );
  }
  if (!item && error) {
    return (
      <ItemFrame>
        <PageHead title="Item" description={FALLBACK_DESCRIPTION} />
        <h1 className="visually-hidden">Item</h1>
        <ItemBackLink outfitId={outfitId} />
        <ErrorState
          title="We couldn't load this item"
          text="Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      </ItemFrame>
    );
  }
  if (!item) {
    return (
      <>
        <PageHead title="Item" description={FALLBACK_DESCRIPTION} />
        <ItemSkeleton />
      </>
    );
  }

  // Keyed by item, so the size, messages and closet state start afresh on another item.
  return (
    <ItemFrame key={item.id}>
      <PageHead
        title={item.brand ? `${item.name} by ${item.brand}` : item.name}
        description={describe(item)}
      />
      <ItemBackLink outfitId={outfitId} />
      <ItemColumns>
        <ItemGallery item={item} />
        <DetailsColumn>
          <ItemSummary item={item} />
          <ItemPurchase item={item} outfitId={outfitId} patchItem={patchItem} />
          {item.description && (
            <About>
              <h2>About this item</h2>
              <p>{item.description}</p>
            </About>
          )}
        </DetailsColumn>
      </ItemColumns>
      {outfitId && (
        <OffscreenSection estimatedHeight="420px">
          <MoreFromLook outfitId={outfitId} currentItemId={item.id} />
        </OffscreenSection>
      )}
    </ItemFrame>
  );
};

const About = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkMuted};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;
