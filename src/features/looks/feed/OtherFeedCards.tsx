import { matchPercentageLabel } from '@shared/matchPercentage';
import styled from 'styled-components';
import { env } from '@/config/env';
import { Avatar } from '@/ui/Avatar';
import { GiftIcon } from '@/ui/icons';
import { ReviewStars } from '@/ui/ReviewStars';
import type { FeedItem, FeedStylist } from './feedItems';
import {
  Caption,
  Card,
  CardAction,
  CardTitle,
  Eyebrow,
  Muted,
  Panel,
  profilePath,
  TextLink,
} from './cardFrame';

type Of<T extends FeedItem['type']> = Extract<FeedItem, { type: T }>;

const fullName = (stylist: FeedStylist) =>
  [stylist.firstName, stylist.lastName].filter(Boolean).join(' ');

/** A shopper's review of a stylist. */
export const ReviewCard = ({ review }: { review: Of<'review'> }) => {
  const stylist = fullName(review.stylist);
  return (
    <Card>
      <Panel>
        <Eyebrow>Client review</Eyebrow>
        <ReviewStars rate={review.rate} />
        <CardTitle>“{review.title}”</CardTitle>
        <Quote>{review.description}</Quote>
        {review.author && <Muted>— {review.author}</Muted>}
      </Panel>
      <Caption>
        <Muted>
          A review of <TextLink to={profilePath(review.stylist.id)}>{stylist}</TextLink>
        </Muted>
      </Caption>
    </Card>
  );
};

/** The gift-card offer. */
export const GiftOfferCard = () => (
  <Card>
    <GiftPanel>
      <GiftIcon size={32} />
      <Eyebrow>Gift cards</Eyebrow>
      <CardTitle>Give the gift of style</CardTitle>
      <Muted>A session with a {env.productName} stylist, delivered by e-mail.</Muted>
    </GiftPanel>
    <Caption>
      <CardAction to="/gift-cards">Shop gift cards</CardAction>
    </Caption>
  </Card>
);

const matchLine = (score: number, location: string) =>
  [matchPercentageLabel(score) ?? '', location].filter(Boolean).join(' · ');

/** The shopper's best matches, several at once (first page). */
export const MatchMultiCard = ({ match }: { match: Of<'match-multi'> }) => (
  <Card>
    <Panel>
      <Eyebrow>Your top matches</Eyebrow>
      <Experts>
        {match.experts.map(({ stylist, match: result }) => (
          <Expert key={stylist.id}>
            <Avatar src={stylist.pictureUrl} name={fullName(stylist)} size={44} />
            <span>
              <TextLink to={profilePath(stylist.id)}>{fullName(stylist)}</TextLink>
              <Muted>{matchLine(result.score, result.location)}</Muted>
            </span>
          </Expert>
        ))}
      </Experts>
    </Panel>
    <Caption>
      <CardAction to="/stylistSearch">See all your matches</CardAction>
    </Caption>
  </Card>
);

/** One of the shopper's matches (later pages). */
export const MatchSingleCard = ({ match }: { match: Of<'match-single'> }) => {
  const name = fullName(match.stylist);
  return (
    <Card>
      <Panel>
        <Eyebrow>A stylist for you</Eyebrow>
        <Avatar src={match.stylist.pictureUrl} name={name} size={96} />
        <CardTitle>{name}</CardTitle>
        <Muted>{matchLine(match.match.score, match.match.location)}</Muted>
      </Panel>
      <Caption>
        <CardAction to={profilePath(match.stylist.id)}>
          View profile <span className="visually-hidden">of {name}</span>
        </CardAction>
      </Caption>
    </Card>
  );
};

const Quote = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 6;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const GiftPanel = styled(Panel)`
  justify-items: start;
  background: ${({ theme }) => theme.colors.surfaceStrong};
  color: ${({ theme }) => theme.colors.major};

  /* luxDark on surfaceStrong is 4.2:1, below AA for the small eyebrow; the panel's major is 8.6:1. */
  ${Eyebrow} {
    color: inherit;
  }

  h2,
  p:last-child {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Experts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Expert = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;
