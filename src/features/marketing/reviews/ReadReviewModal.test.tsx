import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { aLatestReview } from '@/testing/latestReviewsTestData';
import { ReadReviewModal } from './ReadReviewModal';

describe('ReadReviewModal', () => {
  it('is named after the client when the review has no title, and closes', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <ReadReviewModal review={aLatestReview({ title: null, picture: null })} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Review by Priya Valdez' });
    expect(within(dialog).queryByRole('img', { name: /Photo from/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the photo from its variants, up to 640 px (320 px at 2×)', () => {
    renderWithProviders(
      <ReadReviewModal
        review={aLatestReview({
          picture: '/media/reviews/review-1.jpg',
          picture_variants: [
            { width: 640, url: '/media/reviews/review-1.w640.webp' },
            { width: 320, url: '/media/reviews/review-1.w320.webp' },
          ],
        })}
        onClose={vi.fn()}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo from Priya Valdez' });
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/reviews/review-1.w320.webp 320w, /media/reviews/review-1.w640.webp 640w',
    );
    expect(photo).toHaveAttribute('sizes', '320px');
    expect(photo).toHaveAttribute('src', '/media/reviews/review-1.w640.webp');
  });

  it('shows the photo itself when it has no variants', () => {
    renderWithProviders(
      <ReadReviewModal
        review={aLatestReview({ picture: '/media/reviews/review-1.jpg', picture_variants: [] })}
        onClose={vi.fn()}
      />,
    );
    const photo = screen.getByRole('img', { name: 'Photo from Priya Valdez' });
    expect(photo).toHaveAttribute('src', '/media/reviews/review-1.jpg');
    expect(photo).not.toHaveAttribute('srcset');
  });
});
