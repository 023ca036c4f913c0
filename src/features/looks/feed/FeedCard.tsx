import type { FeedItem } from './feedItems';
import { GiftOfferCard, MatchMultiCard, MatchSingleCard, ReviewCard } from './OtherFeedCards';
import { OutfitCard } from './OutfitCard';

type FeedCardProps = { item: FeedItem; canLike: boolean; eager: boolean };

/** One feed item, drawn by its type; an unknown (empty) item draws nothing. */
export const FeedCard = ({ item, canLike, eager }: FeedCardProps) => {
  switch (item.type) {
    case 'outfit':
      return <OutfitCard look={item} canLike={canLike} eager={eager} />;
    case 'review':
      return <ReviewCard review={item} />;
    case 'gift-card-offer':
      return <GiftOfferCard />;
    case 'match-multi':
      return <MatchMultiCard match={item} />;
    case 'match-single':
      return <MatchSingleCard match={item} />;
    case 'empty':
      return null;
  }
};
