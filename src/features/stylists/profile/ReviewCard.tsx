import styled from 'styled-components';
import { Avatar } from '@/ui/Avatar';
import { ReviewStars } from '@/ui/ReviewStars';
import { formatDisplayDate } from '@/lib/displayDates';
import { pictureSourcesFor } from '@/lib/pictureSources';
import type { ApiReview } from './profileTypes';

/** The photo's width in the card (CSS px): its 320 px variant serves 2× screens. */
const PHOTO_WIDTH = 160;

/** One review: client, date, stars, optional title, text and photo. */
export const ReviewCard = ({ review }: { review: ApiReview }) => {
  const clientName = `${review.user.firstName} ${review.user.lastName}`.trim();
  const avatar = review.user.pictureSmall ?? review.user.pictureMedium;
  return (
    <Card>
      <Byline>
        <Avatar src={avatar} name={clientName} size={40} />
        <div>
          <ClientName>{clientName}</ClientName>
          <DateText dateTime={review.created}>{formatDisplayDate(review.created)}</DateText>
        </div>
      </Byline>
      <ReviewStars rate={review.rate} />
      {review.title && <Title>{review.title}</Title>}
      <Description>{review.description}</Description>
      {review.picture && (
        <Photo
          {...pictureSourcesFor(review.picture, review.picture_variants, PHOTO_WIDTH)}
          alt={`Photo from ${clientName}`}
          width={PHOTO_WIDTH}
          height={200}
          loading="lazy"
        />
      )}
    </Card>
  );
};

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ClientName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const DateText = styled.time`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Description = styled.p`
  white-space: pre-line;
`;

const Photo = styled.img`
  width: ${PHOTO_WIDTH}px;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;
