import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { StylistMatchCard } from './StylistMatchCard';
import { aStylist } from './stylistFixtures';

const ana = aStylist({
  uuid: 's-1',
  match_percentage: 92,
  average_response_time: 6,
  moodboard: 'https://cdn.example.com/women.jpg',
  moodboard_male: 'https://cdn.example.com/men.jpg',
});

describe('StylistMatchCard', () => {
  it('shows the mood board, who, the match and the response time, with Meet to the profile', () => {
    renderWithProviders(<StylistMatchCard stylist={ana} isFavorite={false} imageLoading="eager" />);
    expect(screen.getByRole('img', { name: "Ana's mood board" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/women.jpg',
    );
    expect(screen.getByRole('heading', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByText('92% match')).toBeInTheDocument();
    expect(screen.getByText('Usually responds within 6 hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meet Ana' })).toHaveAttribute(
      'href',
      '/stylist/s-1/profile',
    );
  });

  it('shows a male shopper the male mood board, lazily below the fold', () => {
    renderWithProviders(<StylistMatchCard stylist={ana} isFavorite shopperGender="male" />);
    const moodboard = screen.getByRole('img', { name: "Ana's mood board" });
    expect(moodboard).toHaveAttribute('src', 'https://cdn.example.com/men.jpg');
    expect(moodboard).toHaveAttribute('loading', 'lazy');
    expect(moodboard).toHaveAttribute('width');
    expect(moodboard).toHaveAttribute('height');
    expect(screen.getByRole('button', { name: 'Favorite Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('gives a guest the Signup modal on the heart, and does not toggle', async () => {
    const { user, store } = renderWithProviders(
      <StylistMatchCard stylist={ana} isFavorite={false} />,
      { route: '/stylistSearch' },
    );
    await user.click(screen.getByRole('button', { name: 'Favorite Ana Silva' }));
    expect(store.getState().ui.modal).toMatchObject({
      type: 'Signup',
      isVisible: true,
      modalProps: {
        source: 'stylist search',
        element: 'favorite click',
        redirectUrl: '/stylistSearch',
      },
    });
    expect(screen.getByRole('button', { name: 'Favorite Ana Silva' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
