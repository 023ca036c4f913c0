import styled from 'styled-components';

const STARS = [1, 2, 3, 4, 5] as const;

type ReviewStarsProps = { rate: number; className?: string };

/** Five stars, read out as 'Rated 4 out of 5'. */
export const ReviewStars = ({ rate, className }: ReviewStarsProps) => {
  const filled = Math.round(rate);
  return (
    <Stars role="img" aria-label={`Rated ${rate} out of 5`} className={className}>
      {STARS.map((star) => (
        <Star key={star} data-filled={star <= filled || undefined} aria-hidden="true">
          ★
        </Star>
      ))}
    </Stars>
  );
};

const Stars = styled.span`
  display: inline-flex;
  gap: 2px;
  line-height: 1;
`;

const Star = styled.span`
  color: ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[data-filled] {
    color: ${({ theme }) => theme.colors.luxDark};
  }
`;
