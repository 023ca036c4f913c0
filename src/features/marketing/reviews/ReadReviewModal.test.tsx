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
});
