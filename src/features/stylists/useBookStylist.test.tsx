import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { useBookStylist, type BookableStylist } from './useBookStylist';

const BookButton = ({ stylist }: { stylist: BookableStylist }) => {
  const book = useBookStylist();
  return <button onClick={() => book(stylist, 'profile')}>Book</button>;
};

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

describe('useBookStylist', () => {
  it('sends a signed-in shopper to the plan step with the booking encoded', async () => {
    const { user } = renderWithProviders(<BookButton stylist={{ uuid: 's-1' }} />, {
      preloadedState: signedInState(),
    });
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(location().pathname).toBe('/match/plans');
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      bookingSource: 'profile',
    });
  });

  it('sends a shopper with an active session to that chat', async () => {
    const { user } = renderWithProviders(
      <BookButton stylist={{ uuid: 's-1', has_active_session: true }} />,
      {
        preloadedState: signedInState('u-1'),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(location().pathname).toBe('/chat/s-1/u-1');
  });

  it.each([
    ['/stylist/s-1/profile', 'Signup'],
    ['/stylist/s-1/profile?user_rmk=true', 'Signin'],
  ])(
    'opens the right modal for a visitor on %s, coming back to the booking',
    async (route, type) => {
      const { user, store } = renderWithProviders(<BookButton stylist={{ uuid: 's-1' }} />, {
        route,
      });
      await user.click(screen.getByRole('button', { name: 'Book' }));
      const { modal } = store.getState().ui;
      expect(modal.type).toBe(type);
      expect(modal.modalProps).toMatchObject({ source: 'profile', element: 'book click' });
      expect(String(modal.modalProps.redirectUrl)).toMatch(/^\/match\/plans\?booking=/);
      expect(location().pathname).toBe('/stylist/s-1/profile');
    },
  );
});
