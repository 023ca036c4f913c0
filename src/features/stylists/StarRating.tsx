import { Link } from 'react-router-dom';
import styled from 'styled-components';

type StarRatingProps = {
  rating: number | null;
  reviewsCount: number;
  /** Where the reviews count links, e.g. the profile's reviews anchor. */
  reviewsHref: string;
};

const STAR_PATH = 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z';

const StarRow = () => (
  <>
    {[1, 2, 3, 4, 5].map((star) => (
      <svg key={star} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d={STAR_PATH} />
      </svg>
    ))}
  </>
);

/** Five stars filled to the average and a link to the reviews. */
export const StarRating = ({ rating, reviewsCount, reviewsHref }: StarRatingProps) => {
  const value = Math.min(5, Math.max(0, rating ?? 0));
  return (
    <Row>
      <Stars role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
        <StarRow />
        <Filled style={{ width: `${(value / 5) * 100}%` }}>
          <StarRow />
        </Filled>
      </Stars>
      <Link to={reviewsHref}>
        {reviewsCount} {reviewsCount === 1 ? 'review' : 'reviews'}
      </Link>
    </Row>
  );
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: inherit;
    text-underline-offset: 3px;
  }
`;

const Stars = styled.span`
  position: relative;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.luxDark};

  svg {
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.4;
    stroke-linejoin: round;
  }
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-flex;
  overflow: hidden;

  svg {
    fill: currentColor;
  }
`;
