import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { useGuestGate, type GuestGateContext } from './useGuestGate';

/** A favorite button guarded by the gate; it shows whether the action went ahead. */
const Favorite = ({ redirectUrl }: Pick<GuestGateContext, 'redirectUrl'>) => {
  const requireSignIn = useGuestGate();
  const [liked, setLiked] = useState(false);
  const handleClick = () => {
    if (!requireSignIn({ source: 'feed', element: 'favorite click', redirectUrl })) return;
    setLiked(true);
  };
  return (
    <button type="button" aria-pressed={liked} onClick={handleClick}>
      Favorite
    </button>
  );
};

describe('useGuestGate', () => {
  it('lets a signed-in shopper through without opening a modal', async () => {
    const { user, store } = renderWithProviders(<Favorite />, {
      route: '/feed',
      preloadedState: signedInState(),
    });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().ui.modal.isVisible).toBe(false);
  });

  it('stops a guest and opens Signup with the context and a redirect back to the page', async () => {
    const { user, store } = renderWithProviders(<Favorite />, { route: '/feed/women?tag=boho' });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(screen.getByRole('button', { name: 'Favorite' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(store.getState().ui.modal).toEqual({
      type: 'Signup',
      isVisible: true,
      modalProps: {
        source: 'feed',
        element: 'favorite click',
        redirectUrl: '/feed/women?tag=boho',
      },
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/feed/women?tag=boho');
  });

  it('uses an explicit redirectUrl instead of the current page', async () => {
    const { user, store } = renderWithProviders(<Favorite redirectUrl="/favorites" />, {
      route: '/outfit/look-1',
    });
    await user.click(screen.getByRole('button', { name: 'Favorite' }));
    expect(store.getState().ui.modal.modalProps).toEqual({
      source: 'feed',
      element: 'favorite click',
      redirectUrl: '/favorites',
    });
  });
});
