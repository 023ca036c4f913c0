import styled from 'styled-components';
import { Modal } from '@/ui/Modal';
import type { ModalPropsByType } from '@/blocks/modals/modalTypes';
import { ReviewStars } from '@/ui/ReviewStars';
import { pictureSourcesFor } from '@/lib/pictureSources';
import { clientNameOf } from './reviewDisplay';
import { ReviewByline, StyledBy } from './ReviewByline';

/** The photo's widest (CSS px): its 640 px variant serves 2× screens. */
const PHOTO_WIDTH = 320;

type ReadReviewModalProps = ModalPropsByType['ReadReview'] & { onClose: () => void };

/** ReadReview (spec 000 §2): the whole of a review whose card was clamped. */
export const ReadReviewModal = ({ review, onClose }: ReadReviewModalProps) => {
  const clientName = clientNameOf(review);
  return (
    <Modal title={review.title || `Review by ${clientName}`} onClose={onClose}>
      <Body>
        <ReviewByline
          review={review}
          clientName={clientName}
          picture={review.user.pictureMedium ?? review.user.pictureSmall}
          avatarSize={48}
        >
          <Strong>{clientName}</Strong>
        </ReviewByline>
        <ReviewStars rate={review.rate} />
        <StyledBy review={review} onClick={onClose} />
        <Description>{review.description}</Description>
        {review.picture && (
          <Photo
            {...pictureSourcesFor(review.picture, review.picture_variants, PHOTO_WIDTH)}
            alt={`Photo from ${clientName}`}
            width={PHOTO_WIDTH}
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

const Strong = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photo = styled.img`
  width: min(100%, ${PHOTO_WIDTH}px);
  height: auto;
  aspect-ratio: 4 / 5;
  border-radius: ${({ theme }) => theme.radii.sm};
  object-fit: cover;
`;
