import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeBookingQuery } from '@/lib/bookingCodec';
import { rootUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { StoreToast } from '@/blocks/StoreToast';
import type { ApiStylist } from '@/api/stylistTypes';
import { BookBar } from './BookBar';
import { buildStylist, serveReader } from './profileTestData';

const renderBar = (stylist: ApiStylist, { signedIn = true } = {}) =>
  renderWithProviders(
    <>
      <BookBar stylist={stylist} />
      <StoreToast />
    </>,
    {
      route: '/stylist/s-1/profile',
      preloadedState: signedIn ? signedInState() : undefined,
    },
  );

const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const inactive = buildStylist({ is_active: false });

/** A waitlist the server keeps: join and leave change it; records each call. */
const serveWaitlist = (initial: string[] = []) => {
  const list = new Set(initial);
  const calls: string[] = [];
  server.use(
    http.get(rootUrl('user/:uid/waitingList'), () => HttpResponse.json({ items: [...list] })),
    http.post(rootUrl('stylist/:id/waitingList'), async ({ params, request }) => {
      const body = (await request.json()) as { user_uuid: string };
      calls.push(`join ${String(params.id)} as ${body.user_uuid}`);
      list.add(String(params.id));
      return HttpResponse.json({ joined: true });
    }),
    http.delete(rootUrl('user/waitingList/:id'), ({ params, request }) => {
      calls.push(`leave ${String(params.id)} as ${request.headers.get('user_uuid')}`);
      list.delete(String(params.id));
      return HttpResponse.json({ joined: false });
    }),
  );
  return calls;
};

describe('BookBar', () => {
  it('shows the avatar, name and average response time', () => {
    renderBar(buildStylist({ average_response_time: 6 }), { signedIn: false });
    expect(screen.getByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('Usually responds within 6 hours')).toBeInTheDocument();
  });

  it('starts booking with the profile as the source', async () => {
    serveReader();
    const { user } = renderBar(buildStylist());
    await user.click(screen.getByRole('button', { name: 'Book Ann' }));
    expect(location().pathname).toBe('/match/plans');
    expect(decodeBookingQuery(location().searchParams.get('booking'))).toEqual({
      stylistId: 's-1',
      bookingSource: 'profile',
    });
  });

  it.each([
    ['an active session', buildStylist({ has_active_session: true }), true],
    ['a channel and no booking', buildStylist({ channel_sid: 'CH1' }), false],
  ])('goes to the session for a shopper with %s', async (_case, stylist, canBook) => {
    serveReader({ canBook });
    renderBar(stylist);
    expect(await screen.findByRole('link', { name: 'Go to session' })).toHaveAttribute(
      'href',
      '/chat/s-1/user-1',
    );
    expect(screen.queryByRole('button', { name: 'Book Ann' })).not.toBeInTheDocument();
  });

  it('still offers Book when booking is refused without a channel', async () => {
    serveReader({ canBook: false });
    renderBar(buildStylist());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Ann' })).toBeEnabled());
    expect(screen.queryByRole('link', { name: 'Go to session' })).not.toBeInTheDocument();
  });

  it('joins the waitlist, and Undo leaves it again', async () => {
    const calls = serveWaitlist();
    const { user } = renderBar(inactive);
    expect(screen.queryByRole('button', { name: 'Book Ann' })).not.toBeInTheDocument();

    // The button is disabled until the shopper's waitlist has been read: a click before then
    // does nothing (on a busy machine the read can take longer than the first find).
    const join = await screen.findByRole('button', { name: 'Join waitlist' });
    await waitFor(() => expect(join).toBeEnabled());
    await user.click(join);

    expect(await screen.findByText("You joined Ann's waitlist")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();
    expect(calls).toEqual(['join s-1 as user-1']);

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
    expect(calls).toEqual(['join s-1 as user-1', 'leave s-1 as user-1']);
    expect(await screen.findByText("You left Ann's waitlist")).toBeInTheDocument();
  });

  it('leaves the waitlist with a toast', async () => {
    const calls = serveWaitlist(['s-1']);
    const { user } = renderBar(inactive);
    const leave = await screen.findByRole('button', { name: 'Leave waitlist' });
    await waitFor(() => expect(leave).toBeEnabled());
    await user.click(leave);
    expect(await screen.findByText("You left Ann's waitlist")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
    expect(calls).toEqual(['leave s-1 as user-1']);
  });

  it('disables the button while the call is busy', async () => {
    serveWaitlist();
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(rootUrl('stylist/:id/waitingList'), async () => {
        await answered;
        return HttpResponse.json({ joined: true });
      }),
    );
    const { user } = renderBar(inactive);
    await user.click(await screen.findByRole('button', { name: 'Join waitlist' }));

    expect(screen.getByRole('button', { name: /waitlist/ })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
  });

  it('treats a failed waitlist lookup as not on it', async () => {
    server.use(
      http.get(rootUrl('user/:uid/waitingList'), () => HttpResponse.json({}, { status: 500 })),
    );
    renderBar(inactive);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeEnabled(),
    );
  });

  it('asks a visitor to sign up, coming back to the profile', async () => {
    const calls = serveWaitlist();
    const { user, store } = renderBar(inactive, { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(store.getState().ui.modal).toMatchObject({
      type: 'Signup',
      modalProps: {
        source: 'profile',
        element: 'waitlist click',
        redirectUrl: '/stylist/s-1/profile',
      },
    });
    expect(calls).toEqual([]);
  });
});
