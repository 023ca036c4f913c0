import { useState } from 'react';
import styled from 'styled-components';
import { selectUserId } from '@/api/authSlice';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/ui/Button';
import { ErrorState } from '@/ui/ErrorState';
import { ReviewStars } from '@/ui/ReviewStars';
import { Skeleton } from '@/ui/Skeleton';
import { modalOpened } from '@/blocks/modals/uiSlice';
import type { ApiStylist } from '@/api/stylistTypes';
import { REVIEWS_PAGE_SIZE, useGetStylistReviewsQuery } from './profileApi';
import { ProfileSection } from './ProfileSection';
import { ReviewCard } from './ReviewCard';

/**
 * Reviews, 5 a page with a pager only when there are more than 5. 'Add review' is for a
 * signed-in reader who had a session with the stylist (spec 000 §2, §5).
 */
export const ReviewsSection = ({ stylist }: { stylist: ApiStylist }) => {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const [page, setPage] = useState(0);
  const { data, currentData, isError, refetch } = useGetStylistReviewsQuery({
    stylistId: stylist.uuid,
    page,
  });
  // The previous page's total keeps the pager in place while the next page loads.
  const total = (currentData ?? data)?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const canAddReview = Boolean(userId) && stylist.has_session;

  const handleAddReview = () =>
    dispatch(
      modalOpened({
        type: 'AddReview',
        modalProps: { stylistId: stylist.uuid, stylistName: stylist.first_name },
      }),
    );

  return (
    <ProfileSection
      id="reviews"
      title="Reviews"
      actions={
        canAddReview && (
          <Button variant="secondary" size="sm" onClick={handleAddReview}>
            Add review
          </Button>
        )
      }
    >
      {stylist.average_star_rating !== null && stylist.reviews_count > 0 && (
        <Summary>
          <ReviewStars rate={Math.round(stylist.average_star_rating * 10) / 10} />
          <span>
            {stylist.reviews_count} {stylist.reviews_count === 1 ? 'review' : 'reviews'}
          </span>
        </Summary>
      )}
      {isError ? (
        <ErrorState title="We couldn't load the reviews" onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Loading role="status">
          <span className="visually-hidden">Loading reviews</span>
          <Skeleton height="1.25rem" width="40%" />
          <Skeleton height="4rem" />
          <Skeleton height="1.25rem" width="40%" />
          <Skeleton height="4rem" />
        </Loading>
      ) : currentData.reviews.length === 0 ? (
        <Muted>No reviews yet.</Muted>
      ) : (
        <div>
          {currentData.reviews.map((review, index) => (
            <ReviewCard key={review.uuid ?? `${review.created}-${index}`} review={review} />
          ))}
        </div>
      )}
      {total > REVIEWS_PAGE_SIZE && (
        <Pager aria-label="Reviews pages">
          <Button
            variant="secondary"
            size="sm"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </Button>
          <span aria-live="polite">
            Page {page + 1} of {pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page + 1 >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </Pager>
      )}
    </ProfileSection>
  );
};

const Summary = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;
