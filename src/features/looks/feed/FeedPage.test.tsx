import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import {
  ann,
  bo,
  look,
  serveFeed,
  serveShopper,
  held,
  renderFeed,
  resetFeedPage,
} from './feedPageTestKit';

/** The feed by department, its cards and its states; shoppers and paging are in the other FeedPage tests. */
afterEach(resetFeedPage);

describe('FeedPage', () => {
  recordReports();

  describe('department and gender', () => {
    it.each([
      ['/feed/menswear', 'male', 'Menswear'],
      ['/feed/womenswear', 'female', 'Womenswear'],
      ['/feed', 'female', 'Womenswear'],
    ])('%s asks the %s feed, 30 a page, and marks %s as current', async (route, gender, tab) => {
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ route });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender, count: '30' }]);
      const tabs = screen.getByRole('navigation', { name: 'Departments' });
      expect(within(tabs).getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
      const other = tab === 'Menswear' ? 'Womenswear' : 'Menswear';
      expect(within(tabs).getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
    });

    it("follows a signed-in shopper's own gender on /feed", async () => {
      serveShopper({ gender: 'male' });
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ signedIn: true });
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender: 'male', count: '30' }]);
      expect(screen.getByRole('link', { name: 'Menswear' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('sends an unknown department to /feed', async () => {
      const asked = serveFeed({ first: { items: [look('l-1')] } });
      renderFeed({ route: '/feed/kidswear' });
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/feed$/));
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(asked).toEqual([{ gender: 'female', count: '30' }]);
    });
  });

  describe('cards and states', () => {
    it('draws each item type by its card and nothing for an unknown type', async () => {
      serveFeed({
        first: {
          items: [
            look('l-1'),
            {
              type: 'review',
              id: 'r-1',
              title: 'Spot on',
              description: 'She found my wedding outfit in a day.',
              rate: 5,
              author: 'Mia',
              stylist: ann,
            },
            { type: 'poll', id: 'p-1', question: 'Boots or loafers?' },
            { type: 'gift-card-offer', id: 'gift' },
            {
              type: 'match-multi',
              experts: [
                { stylist: ann, match: { location: 'Lisbon', score: 95 } },
                { stylist: bo, match: { location: 'Oslo', score: 88 } },
              ],
            },
            { type: 'match-single', stylist: bo, match: { location: 'Oslo', score: 91 } },
          ],
        },
      });
      renderFeed();

      const outfit = within(await screen.findByRole('article', { name: 'Look l-1' }));
      expect(outfit.getByRole('link', { name: 'Look l-1' })).toHaveAttribute(
        'href',
        '/outfit/l-1?source=feed',
      );
      expect(outfit.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(outfit.getByRole('link', { name: 'Shop the board: Look l-1' })).toHaveAttribute(
        'href',
        '/outfit/l-1?source=feed',
      );

      const cards = screen.getAllByRole('article');
      expect(cards).toHaveLength(5);
      const [, review, gift, multi, single] = cards.map((card) => within(card));

      expect(review?.getByText('Client review')).toBeInTheDocument();
      expect(review?.getByRole('heading', { name: '“Spot on”' })).toBeInTheDocument();
      expect(review?.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(review?.getByText('She found my wedding outfit in a day.')).toBeInTheDocument();
      expect(review?.getByText('— Mia')).toBeInTheDocument();
      expect(review?.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );

      expect(gift?.getByRole('heading', { name: 'Give the gift of style' })).toBeInTheDocument();
      expect(gift?.getByRole('link', { name: 'Shop gift cards' })).toHaveAttribute(
        'href',
        '/gift-cards',
      );

      expect(multi?.getByText('Your top matches')).toBeInTheDocument();
      expect(multi?.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
        'href',
        '/stylist/s-1/profile',
      );
      expect(multi?.getByText('95% match · Lisbon')).toBeInTheDocument();
      expect(multi?.getByRole('link', { name: 'Bo Park' })).toHaveAttribute(
        'href',
        '/stylist/s-2/profile',
      );
      // Under 90 the percentage is not shown (spec 000 §9): only the place.
      expect(multi?.getByText('Oslo')).toBeInTheDocument();
      expect(multi?.queryByText(/88% match/)).not.toBeInTheDocument();

      expect(single?.getByText('A stylist for you')).toBeInTheDocument();
      expect(single?.getByRole('heading', { name: 'Bo Park' })).toBeInTheDocument();
      expect(single?.getByText('91% match · Oslo')).toBeInTheDocument();
      expect(single?.getByRole('link', { name: /^View profile ?of Bo Park$/ })).toHaveAttribute(
        'href',
        '/stylist/s-2/profile',
      );

      expect(screen.queryByText('Boots or loafers?')).not.toBeInTheDocument();
      expect(screen.getByRole('feed', { name: 'Looks from our stylists' })).toBeInTheDocument();
    });

    it('shows 10 skeleton cards while the first page loads', async () => {
      const page = held(() =>
        HttpResponse.json({ items: [look('l-1')], pageInfo: { hasNextPage: false } }),
      );
      server.use(http.get(gatewayUrl('feed'), page.resolver));
      renderFeed();
      expect(screen.getByTestId('skeleton-grid').children).toHaveLength(10);
      expect(screen.queryByRole('article')).not.toBeInTheDocument();

      page.release();
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByTestId('skeleton-grid')).not.toBeInTheDocument();
    });

    it('says when the feed fails and loads it on Try again', async () => {
      let calls = 0;
      server.use(
        http.get(gatewayUrl('feed'), () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ message: 'down' }, { status: 500 })
            : HttpResponse.json({ items: [look('l-1')], pageInfo: { hasNextPage: false } });
        }),
      );
      const { user } = renderFeed();
      expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the feed");
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('article', { name: 'Look l-1' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls).toBe(2);
    });

    it('has an empty state with a way to the stylists', async () => {
      serveFeed({ first: { items: [] } });
      renderFeed();
      expect(await screen.findByText(/^No looks here yet/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Browse stylists' })).toHaveAttribute(
        'href',
        '/stylistSearch',
      );
      expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    });
  });
});
