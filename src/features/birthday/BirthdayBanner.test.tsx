import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@/lib/calendar';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { BirthdaySlot } from './BirthdaySlot';

// The canvas library cannot draw in jsdom; stand it in to see what it is asked for.
const fire = vi.hoisted(() => vi.fn(() => null));
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

const today = () => new Date();
const birthdayOn = (date: Date) => `1990-${localDay(date).slice(5)}`;
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

const serveUser = (birthday: string | null) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        birthday,
      }),
    ),
  );

const banner = () => screen.findByRole('region', { name: 'Birthday message' });

let media: ReturnType<typeof mockMatchMedia>;
beforeEach(() => {
  media = mockMatchMedia(viewport(1440));
  fire.mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});
afterEach(() => {
  media.restore();
  vi.restoreAllMocks();
});

describe('the birthday banner', () => {
  it('greets a signed-in shopper on their birthday, from the product, with confetti', async () => {
    serveUser(birthdayOn(today()));
    const { store } = renderWithProviders(<BirthdaySlot />, { preloadedState: signedInState() });
    const message = await banner();
    expect(message).toHaveTextContent('Happy Birthday Ada');
    expect(message).toHaveTextContent(/from all of us at Lookwright\./);
    expect(store.getState().ui.showBirthdayMessage).toBe(true);
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        particleCount: 150,
        colors: ['#FFFFFF', '#FF0000', '#008000', '#0000FF'],
      }),
    );
    expect(document.body).toHaveFocus();
  });

  it('closes with its labelled button, for the rest of the day', async () => {
    serveUser(birthdayOn(today()));
    const first = renderWithProviders(<BirthdaySlot />, { preloadedState: signedInState() });
    await first.user.click(
      within(await banner()).getByRole('button', { name: 'Close birthday message' }),
    );
    expect(screen.queryByRole('region', { name: 'Birthday message' })).toBeNull();
    expect(first.store.getState().ui.showBirthdayMessage).toBe(false);
    first.unmount();

    // The app starts again later that day: still closed.
    const again = renderWithProviders(<BirthdaySlot />, { preloadedState: signedInState() });
    await waitFor(() => expect(again.store.getState().gatewayApi.queries).not.toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Birthday message' })).toBeNull();
  });

  it('stays still for reduced motion: no confetti', async () => {
    media.setMatches(viewport(1440, { reducedMotion: true }));
    serveUser(birthdayOn(today()));
    renderWithProviders(<BirthdaySlot />, { preloadedState: signedInState() });
    expect(await banner()).toHaveTextContent('Happy Birthday Ada');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fire).not.toHaveBeenCalled();
  });

  it('is not shown on another day', async () => {
    serveUser(birthdayOn(tomorrow()));
    const { store } = renderWithProviders(<BirthdaySlot />, { preloadedState: signedInState() });
    await waitFor(() =>
      expect(Object.values(store.getState().gatewayApi.queries)[0]?.status).toBe('fulfilled'),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Birthday message' })).toBeNull();
    expect(store.getState().ui.showBirthdayMessage).toBe(false);
  });

  it('is not shown to a visitor, even with the flag on', async () => {
    renderWithProviders(<BirthdaySlot />, {
      preloadedState: {
        ui: {
          toast: { content: null, onUndo: null, isVisible: false },
          modal: { type: null, modalProps: {}, isVisible: false },
          showBirthdayMessage: true,
        },
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Birthday message' })).toBeNull();
  });
});
