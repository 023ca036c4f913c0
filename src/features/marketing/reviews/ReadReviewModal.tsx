import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDisplayDate } from '@/lib/dates';
import { Avatar } from '@/ui/Avatar';
import { Modal } from '@/ui/Modal';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { ReviewStars } from '@/ui/ReviewStars';
import { clientNameOf, stylistNameOf, stylistProfilePath } from './reviewDisplay';

type ReadReviewModalProps = ModalPropsByType['ReadReview'] & { onClose: () => void };

/** ReadReview (spec 000 §2): the whole of a review whose card was clamped. */
export const ReadReviewModal = ({ review, onClose }: ReadReviewModalProps) => {
  const clientName = clientNameOf(review);
  return (
    <Modal title={review.title || `Review by ${clientName}`} onClose={onClose}>
      <Body>
        <Byline>
          <Avatar
            src={review.user.pictureMedium ?? review.user.pictureSmall}
            name={clientName}
            size={48}
          />
          <div>
            <Strong>{clientName}</Strong>
            <Meta as="time" dateTime={review.created}>
              {formatDisplayDate(review.created)}
            </Meta>
          </div>
        </Byline>
        <ReviewStars rate={review.rate} />
        <Meta>
          Styled by{' '}
          <Link to={stylistProfilePath(review)} onClick={onClose}>
            {stylistNameOf(review)}
          </Link>
        </Meta>
        <Description>{review.description}</Description>
        {review.picture && (
          <Photo
            src={review.picture}
            alt={`Photo from ${clientName}`}
            width={320}
            height={400}
            loading="lazy"
          />
        )}
      </Body>
    </Modal>
  );
};

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Byline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    display: grid;
  }
`;

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.ink};
    text-underline-offset: 3px;
  }
`;

const Description = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photo = styled.img`
  width: min(100%, 320px);
  height: auto;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;
