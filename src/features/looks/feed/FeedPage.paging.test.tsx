import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordReports } from '@/testing/reports';
import { look, serveFeed, renderFeed, setProperty, resetFeedPage } from './feedPageTestKit';

/** The next page on scroll, and the end of the feed. */
afterEach(resetFeedPage);

describe('FeedPage', () => {
  recordReports();

  describe('paging', () => {
    it('asks the next page by token once the shopper scrolls past 80%, then says it is the end', async () => {
      // A page 10,000 px tall in a 768 px window: the first page does not reach the threshold.
      setProperty(document.documentElement, 'scrollHeight', 10_000);
      const asked = serveFeed({
        first: { items: [look('l-1')], pageInfo: { hasNextPage: true, nextPageToken: 'tok-2' } },
        'tok-2': { items: [look('l-2')], pageInfo: { hasNextPage: false } },
      });
      renderFeed({ route: '/feed/menswear' });
      await screen.findByRole('article', { name: 'Look l-1' });
      expect(screen.getByRole('button', { name: 'Load more looks' })).toBeInTheDocument();

      setProperty(window, 'scrollY', 6_000); // (6000 + 768) / 10000 < 0.8
      fireEvent.scroll(window);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toHaveLength(1);

      setProperty(window, 'scrollY', 7_300); // (7300 + 768) / 10000 > 0.8
      fireEvent.scroll(window);
      expect(
        await screen.findByText("You've seen every look. Our stylists add new ones every week."),
      ).toBeInTheDocument();
      expect(asked).toEqual([
        { gender: 'male', count: '30' },
        { gender: 'male', count: '30', pageToken: 'tok-2' },
      ]);
      expect(screen.queryByRole('button', { name: 'Load more looks' })).not.toBeInTheDocument();
    });

    it('shows the end of the feed when the first page is the last', async () => {
      serveFeed({ first: { items: [look('l-1')], pageInfo: { hasNextPage: false } } });
      renderFeed();
      expect(
        await screen.findByText("You've seen every look. Our stylists add new ones every week."),
      ).toBeInTheDocument();
    });
  });
});
