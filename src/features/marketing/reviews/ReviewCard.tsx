import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useAppDispatch } from '@/app/hooks';
import { ReviewStars } from '@/ui/ReviewStars';
import { modalOpened } from '@/blocks/modals/uiSlice';
import type { LatestReview } from './latestReviewsApi';
import { clientNameOf } from './reviewDisplay';
import { ReviewByline, StyledBy } from './ReviewByline';
import { useIsClamped } from './useIsClamped';

/**
 * Every card is at least this tall (room for 4 lines, a wrapped name and stylist), so the loading
 * row matches the cards and nothing moves when they arrive.
 */
export const reviewCardHeight = css`
  min-height: 20rem;

  ${({ theme }) => theme.media.aboveMobile} {
    min-height: 23rem;
  }
`;

/**
 * One review in the carousel: stars, the text clamped to 4 lines ('Continue Reading' opens the
 * whole review, only when some of it is hidden), the client, the stylist's profile and the date.
 */
export const ReviewCard = ({ review }: { review: LatestReview }) => {
  const dispatch = useAppDispatch();
  const nameId = useId();
  const { ref, isClamped } = useIsClamped<HTMLParagraphElement>(review.description);
  const clientName = clientNameOf(review);

  const handleContinue = () =>
    dispatch(modalOpened({ type: 'ReadReview', modalProps: { review } }));

  return (
    <Card aria-labelledby={nameId}>
      <ReviewStars rate={review.rate} />
      <Description ref={ref}>{review.description}</Description>
      <More>
        {isClamped && (
          <ContinueButton
            type="button"
            aria-label={`Continue Reading ${clientName}'s review`}
            onClick={handleContinue}
          >
            Continue Reading
          </ContinueButton>
        )}
      </More>
      <Footer>
        <ReviewByline
          review={review}
          clientName={clientName}
          picture={review.user.pictureSmall ?? review.user.pictureMedium}
          avatarSize={40}
          shrink
        >
          <ClientName id={nameId}>{clientName}</ClientName>
        </ReviewByline>
        <StyledBy review={review} />
      </Footer>
    </Card>
  );
};

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  ${reviewCardHeight}
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.canvas};
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  line-clamp: 4;
  overflow: hidden;
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;
`;

/** Keeps its row when empty, so clamped and short reviews line up. */
const More = styled.div`
  min-height: 1.5rem;
  margin-top: -${({ theme }) => theme.space.xs};
`;

const ContinueButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.major};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
`;

const Footer = styled.footer`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const ClientName = styled.h3`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;
