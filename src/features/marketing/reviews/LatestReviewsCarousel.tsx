import styled from 'styled-components';
import { Carousel } from '@/ui/Carousel';
import { useBreakpointValue, type ResponsiveValue } from '@/ui/hooks/useBreakpointValue';
import { Skeleton } from '@/ui/Skeleton';
import { useGetLatestReviewsQuery } from './latestReviewsApi';
import { ReviewCard, reviewCardHeight } from './ReviewCard';

/** Spec 000 §9: 5 slides, 4, 3 and 1 on narrower screens. */
export const REVIEWS_PER_VIEW: ResponsiveValue<number> = {
  base: 1,
  mobile: 3,
  tablet: 4,
  desktop: 5,
};

/** Spec 000 §2: the carousel advances 2 at a time (1 when a single review shows, so none is skipped). */
const REVIEWS_PER_STEP: ResponsiveValue<number> = { base: 1, mobile: 2 };

/** Phones get the arrows under the card instead of a row of 20 dots. */
const SHOW_DOTS: ResponsiveValue<boolean> = { base: false, mobile: true };

/** Spec 000 §9: carousels autoplay every 5000 ms. */
export const REVIEWS_AUTOPLAY_MS = 5000;

type LatestReviewsCarouselProps = {
  /** The section's heading, e.g. 'See Why People Love Lookwright'. */
  title: string;
  headingId: string;
  className?: string;
};

/**
 * The latest reviews as a carousel under an h2. Loading shows placeholder cards of the final
 * size; on error or with no reviews the section is left out (the base query reports errors).
 */
export const LatestReviewsCarousel = ({
  title,
  headingId,
  className,
}: LatestReviewsCarouselProps) => {
  const { data: reviews, isLoading, isError } = useGetLatestReviewsQuery();
  const perView = useBreakpointValue(REVIEWS_PER_VIEW);
  const perStep = useBreakpointValue(REVIEWS_PER_STEP);
  const showDots = useBreakpointValue(SHOW_DOTS);

  if (isError || (!isLoading && !reviews?.length)) return null;

  return (
    <Section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={className}>
      <Title id={headingId}>{title}</Title>
      {isLoading || !reviews ? (
        <Placeholder
          data-testid="reviews-loading"
          style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: perView }, (_, index) => (
            <PlaceholderCard key={index} height="auto" />
          ))}
        </Placeholder>
      ) : (
        <Frame>
          <Carousel
            items={reviews}
            label="Client reviews"
            getKey={(review) => review.uuid}
            slidesPerView={REVIEWS_PER_VIEW}
            slidesToScroll={perStep}
            autoplayMs={REVIEWS_AUTOPLAY_MS}
            showDots={showDots}
            renderItem={(review) => (
              <SlideInner>
                <ReviewCard review={review} />
              </SlideInner>
            )}
          />
        </Frame>
      )}
    </Section>
  );
};

const Section = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};

  ${({ theme }) => theme.media.aboveMobile} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg}`};
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xl};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  text-align: center;

  ${({ theme }) => theme.media.aboveMobile} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

/**
 * Where the arrows go: on phones in the controls row, either side of Pause; above that beside the
 * cards, in a gutter (at desktop widths in the page margin, so five cards keep their width).
 */
const Frame = styled.div`
  --gutter: calc(${({ theme }) => `${theme.sizes.touchTarget} + ${theme.space.xs}`});

  [data-direction] {
    top: calc(100% + ${({ theme }) => theme.space.sm});
    transform: none;
  }
  [data-direction='previous'] {
    left: calc(50% - 1.5 * ${({ theme }) => `${theme.sizes.touchTarget} - ${theme.space.sm}`});
  }
  [data-direction='next'] {
    right: calc(50% - 1.5 * ${({ theme }) => `${theme.sizes.touchTarget} - ${theme.space.sm}`});
  }

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: var(--gutter);

    [data-direction] {
      top: 50%;
      transform: translateY(-50%);
    }
    [data-direction='previous'] {
      left: calc(-1 * var(--gutter));
    }
    [data-direction='next'] {
      right: calc(-1 * var(--gutter));
    }
  }

  ${({ theme }) => theme.media.desktop} {
    margin-inline: calc(-1 * var(--gutter));
  }
`;

const SlideInner = styled.div`
  height: 100%;
  padding-inline: ${({ theme }) => theme.space.xs};
`;

/** The loading row: one placeholder per visible card, plus the controls' height below. */
const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.xs};
  padding-bottom: calc(${({ theme }) => `${theme.sizes.touchTarget} + ${theme.space.sm}`});

  ${({ theme }) => theme.media.aboveMobile} {
    padding-inline: calc(${({ theme }) => `${theme.sizes.touchTarget} + 2 * ${theme.space.xs}`});
  }

  ${({ theme }) => theme.media.desktop} {
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

const PlaceholderCard = styled(Skeleton)`
  ${reviewCardHeight}
  border-radius: ${({ theme }) => theme.radii.md};
`;
