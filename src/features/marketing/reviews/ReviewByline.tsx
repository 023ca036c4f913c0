import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDisplayDate } from '@/lib/displayDates';
import { Avatar } from '@/ui/Avatar';
import type { LatestReview } from './latestReviewsApi';
import { stylistNameOf, stylistProfilePath } from './reviewDisplay';

type ReviewBylineProps = {
  review: LatestReview;
  clientName: string;
  picture: string | null | undefined;
  avatarSize: number;
  /** The client's name, as the caller's element (a heading in the card). */
  children: ReactNode;
  /** Let a long name wrap inside a narrow card. */
  shrink?: boolean;
};

/** Who wrote a review: their avatar, name and the review's date. */
export const ReviewByline = ({
  review,
  clientName,
  picture,
  avatarSize,
  children,
  shrink,
}: ReviewBylineProps) => (
  <Byline $shrink={shrink}>
    <Avatar src={picture} name={clientName} size={avatarSize} />
    <div>
      {children}
      <ReviewMeta as="time" dateTime={review.created}>
        {formatDisplayDate(review.created)}
      </ReviewMeta>
    </div>
  </Byline>
);

/** 'Styled by' and the stylist's name, a link to their profile. */
export const StyledBy = ({ review, onClick }: { review: LatestReview; onClick?: () => void }) => (
  <ReviewMeta>
    Styled by{' '}
    <Link to={stylistProfilePath(review)} onClick={onClick}>
      {stylistNameOf(review)}
    </Link>
  </ReviewMeta>
);

/** A review's small muted line (date, stylist). */
export const ReviewMeta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.ink};
    text-underline-offset: 3px;
  }
`;

const Byline = styled.div<{ $shrink?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    display: grid;
    ${({ $shrink }) => $shrink && 'min-width: 0;'}
  }
`;
