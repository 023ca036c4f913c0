import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { buildReview } from './profileTestData';
import { ReviewCard } from './ReviewCard';

const PHOTO = '/media/reviews/r-1.jpg';
const VARIANTS = [
  { width: 320, url: '/media/reviews/r-1.w320.webp' },
  { width: 640, url: '/media/reviews/r-1.w640.webp' },
];

describe('ReviewCard', () => {
  it('shows the photo at 160 px from its 320 px variant (160 px at 2×)', () => {
    renderWithProviders(
      <ReviewCard review={buildReview(1, { picture: PHOTO, picture_variants: VARIANTS })} />,
    );
    const photo = screen.getByRole('img', { name: 'Photo from Client1 Smith' });
    expect(photo).toHaveAttribute('src', '/media/reviews/r-1.w320.webp');
    expect(photo).toHaveAttribute('srcset', '/media/reviews/r-1.w320.webp 320w');
    expect(photo).toHaveAttribute('sizes', '160px');
  });

  it('shows the photo itself when it has no variants (a review from before them)', () => {
    renderWithProviders(<ReviewCard review={buildReview(1, { picture: PHOTO })} />);
    const photo = screen.getByRole('img', { name: 'Photo from Client1 Smith' });
    expect(photo).toHaveAttribute('src', PHOTO);
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
  });

  it('draws the writer’s avatar from the small picture', () => {
    const { container } = renderWithProviders(
      <ReviewCard
        review={buildReview(1, {
          user: {
            firstName: 'Client1',
            lastName: 'Smith',
            pictureSmall: '/media/u/a.w64.webp',
            pictureMedium: '/media/u/a.w320.webp',
            pictureLarge: '/media/u/a.jpg',
          },
        })}
      />,
    );
    expect(container.querySelector('img[alt=""]')).toHaveAttribute('src', '/media/u/a.w64.webp');
  });
});
