import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { BlogPage } from './BlogPage';
import { POSTS } from './posts';

afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

describe('BlogPage', () => {
  it('lists six articles under the Blog title, each with picture, date, read time and excerpt', () => {
    renderWithProviders(<BlogPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      POSTS.map((post) => post.title),
    );

    const first = screen.getByRole('article', { name: 'The Capsule Wardrobe, Explained' });
    expect(first).toHaveAttribute('id', 'capsule-wardrobe-basics');
    const picture = within(first).getByRole('img');
    expect(picture).toHaveAttribute('src', '/media/marketing/blog-1.svg');
    expect(picture).toHaveAttribute('width', '1200');
    expect(picture).toHaveAttribute('height', '800');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(first).getByText('November 12, 2026')).toHaveAttribute('datetime', '2026-11-12');
    expect(within(first).getByText('5 min read')).toBeVisible();
    // The spec's long date, 'MMMM DD, YYYY' (000 §9): a single-digit day keeps its zero.
    const after = screen.getByRole('article', { name: 'Finding Your Style After a Baby' });
    expect(within(after).getByText('September 04, 2026')).toHaveAttribute('datetime', '2026-09-04');
    expect(within(first).getByText(/Fewer pieces, more outfits/)).toBeVisible();
  });

  it('opens and closes an article in place', async () => {
    const { user } = renderWithProviders(<BlogPage />);
    const article = screen.getByRole('article', { name: 'Shop Your Closet First' });
    expect(article).toHaveAttribute('id', 'shop-your-closet');
    const paragraph = within(article).getByText(/Most of us wear a fifth/);
    expect(paragraph).not.toBeVisible();

    const toggle = within(article).getByRole('button', { name: /Read article/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(paragraph).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Show less: Shop Your Closet First');

    await user.click(toggle);
    expect(paragraph).not.toBeVisible();
  });

  it('opens the article named by the anchor in the address and scrolls to it', () => {
    // jsdom does not lay out or scroll; record where the page asks to scroll.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderWithProviders(<BlogPage />, { route: '/blog#what-a-stylist-does' });
    const anchored = screen.getByRole('article', { name: 'What a Personal Stylist Actually Does' });
    expect(anchored).toHaveAttribute('id', 'what-a-stylist-does');
    expect(scrolled).toEqual([anchored]);
    expect(within(anchored).getByText(/Every session starts with listening/)).toBeVisible();
    const other = screen.getByRole('article', { name: 'Dressing for a New Job' });
    expect(within(other).getByText(/For the first week/)).not.toBeVisible();
  });
});
