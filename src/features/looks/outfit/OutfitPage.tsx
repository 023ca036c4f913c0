import { useParams } from 'react-router-dom';
import { selectIsSignedIn, selectUserId } from '@/api/authSlice';
import { useAppSelector } from '@/app/hooks';
import { ErrorState } from '@/ui/ErrorState';
import { PageHead } from '@/ui/PageHead';
import { BackToTop } from '../BackToTop';
import { useGetOutfitQuery } from '../looksApi';
import { stylistName } from '../outfit';
import { MoreLooks } from './MoreLooks';
import { OutfitDetails } from './OutfitDetails';
import { OutfitNotFound } from './OutfitNotFound';
import { OutfitFrame } from './outfitLayout';
import { OutfitSkeleton } from './OutfitSkeleton';
import { QuizBanner } from './QuizBanner';

/** The page's data, fetched before its first render over the prerendered shell. */
export { prefetchOutfit } from '../prefetchLookPages';

const TITLE_ID = 'outfit-title';

/**
 * `/outfit/{collectionId}?source=` (spec 001 §2): a look with every piece in it, more looks by the
 * same stylist as the shopper scrolls, back to top, the cart for a shopper and, on phones, the
 * style quiz for a visitor. An unknown look gets a page that says so and offers a way on.
 */
export const OutfitPage = () => {
  const { collectionId = '' } = useParams();
  const readerId = useAppSelector(selectUserId);
  const signedIn = useAppSelector(selectIsSignedIn);
  const outfit = useGetOutfitQuery({ outfitId: collectionId, readerId });
  const look = outfit.currentData;

  if (outfit.error && 'status' in outfit.error && outfit.error.status === 404)
    return <OutfitNotFound />;
  if (outfit.error && !look)
    return (
      <OutfitFrame>
        <PageHead title="Look" description="A look from our stylists, piece by piece." />
        <h1 className="visually-hidden">Look</h1>
        <ErrorState
          title="We couldn't load this look"
          text="Please check your connection and try again."
          onRetry={() => void outfit.refetch()}
        />
      </OutfitFrame>
    );
  if (!look) return <OutfitSkeleton />;

  const author = stylistName(look.stylist);
  return (
    <OutfitFrame>
      <PageHead
        title={look.name || 'Look'}
        description={`${look.name || 'A look'}${author ? ` by ${author}` : ''}: every piece, ready to shop.`}
      />
      {!signedIn && <QuizBanner />}
      <OutfitDetails look={look} titleId={TITLE_ID} signedIn={signedIn} />
      {look.stylist.id && (
        <MoreLooks
          stylistId={look.stylist.id}
          stylistFirstName={look.stylist.firstName}
          currentLookId={look.id}
          readerId={readerId}
        />
      )}
      <BackToTop focusTargetId={TITLE_ID} />
    </OutfitFrame>
  );
};
