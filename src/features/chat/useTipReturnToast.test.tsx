import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { useTipReturnToast } from './useTipReturnToast';

const Probe = ({ stylistName }: { stylistName?: string }) => {
  useTipReturnToast(stylistName);
  return null;
};

describe('useTipReturnToast', () => {
  it('thanks for the tip paid on its own checkout, once, and clears the marks', async () => {
    const { store } = renderWithProviders(<Probe stylistName="Ann" />, {
      route: '/chat/s-1/user-1?tip=paid&amount=15',
    });
    await waitFor(() =>
      expect(store.getState().ui.toast.content).toBe(
        'Thank you! Your $15 tip is on its way to Ann.',
      ),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/chat\/s-1\/user-1$/),
    );
  });

  it('waits for the stylist’s name, and says nothing without the mark', () => {
    const first = renderWithProviders(<Probe />, { route: '/chat/s-1/user-1?tip=paid&amount=15' });
    expect(first.store.getState().ui.toast.content).toBeFalsy();
    first.unmount();
    const plain = renderWithProviders(<Probe stylistName="Ann" />, { route: '/chat/s-1/user-1' });
    expect(plain.store.getState().ui.toast.content).toBeFalsy();
  });
});
