import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { mockMatchMedia } from '@/testing/mockMatchMedia';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import {
  look,
  serveFeed,
  serveShopper,
  held,
  renderFeed,
  IPHONE,
  resetFeedPage,
} from './feedPageTestKit';

/** What a visitor and a signed-in shopper each get: likes, the phone prompt, the side panel. */
afterEach(resetFeedPage);

describe('FeedPage', () => {
  recordReports();

  describe('like', () => {
    it('gives visitors no like button', async () => {
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed();
      await screen.findByRole('article', { name: 'Look l-1' });
      expect(screen.queryByRole('button', { name: /^Like/ })).not.toBeInTheDocument();
    });

    it('likes at once for a shopper, and takes it back with a toast when the call fails', async () => {
      serveShopper();
      serveFeed({ first: { items: [look('l-1'), look('l-2', { liked: true })] } });
      const bodies: unknown[] = [];
      const post = held(() => HttpResponse.json({ message: 'down' }, { status: 503 }));
      server.use(
        http.post(gatewayUrl('proxy/outfit/like/l-1'), async ({ request }) => {
          bodies.push(await request.json());
          return post.resolver();
        }),
      );
      const { store, user } = renderFeed({ signedIn: true });
      const like = await screen.findByRole('button', { name: 'Like Look l-1' });
      expect(like).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByRole('button', { name: 'Like Look l-2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await user.click(like);
      // At once: while the call is still held (the store notifies the view on the next frame).
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Like Look l-1' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
      await waitFor(() => expect(bodies).toEqual([{ user_uuid: 'user-1' }]));
      expect(store.getState().ui.toast.isVisible).toBe(false);

      post.release();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Like Look l-1' })).toHaveAttribute(
          'aria-pressed',
          'false',
        ),
      );
      const message = "We couldn't update your favorites. Please try again.";
      expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
      expect(store.getState().ui.toast).toMatchObject({ content: message, isVisible: true });
    });
  });

  describe('on a phone', () => {
    it('asks a visitor with a phone user agent to sign in, and comes back to the feed', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      const { store, user } = renderFeed();
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(store.getState().ui.modal).toEqual({
        type: 'Signin',
        isVisible: true,
        modalProps: { redirectUrl: '/feed', source: 'feed', element: 'feed sign in' },
      });
      expect(screen.queryByRole('feed')).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    });

    it('asks a visitor on a narrow screen (768 px or less) to sign in', async () => {
      mockMatchMedia((query) => query === '(max-width: 768px)');
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      const { store, user } = renderFeed({ route: '/feed/menswear' });
      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      expect(store.getState().ui.modal).toMatchObject({
        type: 'Signup',
        modalProps: { redirectUrl: '/feed/menswear' },
      });
      expect(asked).toEqual([]);
    });

    it('shows a signed-in shopper the feed', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
      serveShopper();
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    });
  });

  describe('side panel', () => {
    it('offers a visitor the style quiz', async () => {
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed();
      const panel = within(screen.getByRole('complementary', { name: 'Find your stylist' }));
      expect(panel.getByRole('link', { name: 'Take the style quiz' })).toHaveAttribute(
        'href',
        '/onboarding',
      );
      await screen.findByRole('article', { name: 'Look l-1' });
    });

    it("lists a shopper's best matches, four of them, with links to their profiles", async () => {
      const match = (uuid: string, name: string, match_percentage: number) => ({
        uuid,
        name,
        profile_picture: null,
        location: 'Lisbon',
        match_percentage,
      });
      serveShopper({
        matches: [
          match('s-1', 'Ann Lee', 97),
          match('s-2', 'Bo Park', 93),
          match('s-3', 'Cy Diaz', 90),
          match('s-4', 'Di Eng', 85),
          match('s-5', 'Ed Fox', 80),
        ],
      });
      serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      const panel = within(
        await screen.findByRole('complementary', { name: 'Recommended stylists' }),
      );
      expect(panel.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(panel.getByText('97% match · Lisbon')).toBeInTheDocument();
      expect(panel.getByRole('link', { name: 'Di Eng' })).toHaveAttribute(
        'href',
        '/stylist/s-4/profile',
      );
      // 90 shows; Di Eng's 85 does not (spec 000 §9), only where she is.
      expect(panel.getByText('90% match · Lisbon')).toBeInTheDocument();
      expect(panel.queryByText(/85% match/)).not.toBeInTheDocument();
      expect(panel.queryByRole('link', { name: 'Ed Fox' })).not.toBeInTheDocument();
      expect(panel.getByRole('link', { name: 'See all stylists' })).toHaveAttribute(
        'href',
        '/stylistSearch',
      );
      expect(panel.queryByRole('link', { name: 'Take the style quiz' })).not.toBeInTheDocument();
    });
  });
});
