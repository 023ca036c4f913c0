import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GiftBanner } from './GiftBanner';

describe('GiftBanner', () => {
  it('invites to gift cards and stays dismissed for the browser session', async () => {
    const { user, unmount } = renderWithProviders(<GiftBanner />);
    expect(screen.getByText('Give the Gift of Style')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Treat your fashion-forward friends and family to a fun styling experience.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn more about gift cards' })).toHaveAttribute(
      'href',
      '/gift-cards',
    );

    await user.click(screen.getByRole('button', { name: 'Dismiss gift card banner' }));
    expect(screen.queryByText('Give the Gift of Style')).not.toBeInTheDocument();

    unmount();
    renderWithProviders(<GiftBanner />);
    expect(screen.queryByText('Give the Gift of Style')).not.toBeInTheDocument();
  });

  it('is not shown on the gift pages themselves', () => {
    renderWithProviders(<GiftBanner />, { route: '/gift-cards/choose' });
    expect(screen.queryByText('Give the Gift of Style')).not.toBeInTheDocument();
  });
});
