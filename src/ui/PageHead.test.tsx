import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PageHead } from './PageHead';

const head = () => ({
  title: document.title,
  description: document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  canonicalCount: document.head.querySelectorAll('link[rel="canonical"]').length,
});

describe('PageHead', () => {
  it('sets the title, the description and a canonical URL without the query', async () => {
    renderWithProviders(<PageHead title="Find Your Perfect Plan" description="Plans from $60." />, {
      route: '/pricing?utm_source=mail',
    });
    await waitFor(() =>
      expect(head()).toEqual({
        title: 'Find Your Perfect Plan | Lookwright',
        description: 'Plans from $60.',
        canonical: `${window.location.origin}/app/pricing`,
        canonicalCount: 1,
      }),
    );
  });

  it('does not repeat the product name and keeps one canonical link per document', async () => {
    renderWithProviders(
      <>
        <PageHead title="Lookwright: personal styling" description="Home." />
        <PageHead title="Lookwright: personal styling" description="Home." />
      </>,
      { route: '/' },
    );
    await waitFor(() => expect(head().title).toBe('Lookwright: personal styling'));
    expect(head().canonical).toBe(`${window.location.origin}/app/`);
    expect(head().canonicalCount).toBe(1);
  });

  describe("keeps a shared link's preview in step with the page", () => {
    /** The tags the server writes (server/src/http/linkPreview.ts), for the page it answered. */
    const serve = (path: string, image: string) => {
      const tags = {
        'og:type': 'profile',
        'og:url': `https://shop.example.com/app${path}`,
        'og:title': 'Ann Lee, personal stylist | Lookwright',
        'og:description': 'Meet Ann Lee.',
        'og:image': image,
        'og:image:alt': 'Ann Lee',
        'twitter:title': 'Ann Lee, personal stylist | Lookwright',
        'twitter:description': 'Meet Ann Lee.',
        'twitter:image': image,
        'twitter:image:alt': 'Ann Lee',
      };
      for (const [key, content] of Object.entries(tags)) {
        const meta = document.createElement('meta');
        meta.setAttribute(key.startsWith('og:') ? 'property' : 'name', key);
        meta.setAttribute('content', content);
        document.head.append(meta);
      }
    };
    const preview = (): Record<string, string | null> =>
      Object.fromEntries<string | null>(
        [...document.head.querySelectorAll('meta[property], meta[name^="twitter:"]')].map(
          (meta) => [
            meta.getAttribute('property') ?? meta.getAttribute('name') ?? '',
            meta.getAttribute('content'),
          ],
        ),
      );
    afterEach(() => {
      for (const meta of document.head.querySelectorAll('meta[property], meta[name^="twitter:"]'))
        meta.remove();
    });

    it('keeps the picture of the page the server answered', async () => {
      serve('/stylist/s-1/profile', 'https://cdn.example.com/ann.jpg');
      renderWithProviders(
        <PageHead title="Ann Lee, personal stylist" description="Meet Ann Lee, in New York." />,
        { route: '/stylist/s-1/profile' },
      );
      await waitFor(() => expect(preview()['og:description']).toBe('Meet Ann Lee, in New York.'));
      expect(preview()).toMatchObject({
        'og:type': 'profile',
        'og:title': 'Ann Lee, personal stylist | Lookwright',
        'og:image': 'https://cdn.example.com/ann.jpg',
        'twitter:description': 'Meet Ann Lee, in New York.',
        'twitter:image': 'https://cdn.example.com/ann.jpg',
      });
    });

    it("takes the next page's title and the site's card once the app moves on", async () => {
      serve('/stylist/s-1/profile', 'https://cdn.example.com/ann.jpg');
      renderWithProviders(
        <PageHead title="Find Your Perfect Plan" description="Plans from $60." />,
        {
          route: '/pricing',
        },
      );
      const card = `${window.location.origin}/app/social-card.png`;
      await waitFor(() =>
        expect(preview()['og:title']).toBe('Find Your Perfect Plan | Lookwright'),
      );
      expect(preview()).toEqual({
        'og:type': 'website',
        'og:url': `${window.location.origin}/app/pricing`,
        'og:title': 'Find Your Perfect Plan | Lookwright',
        'og:description': 'Plans from $60.',
        'og:image': card,
        'og:image:alt': 'Find Your Perfect Plan | Lookwright',
        'twitter:title': 'Find Your Perfect Plan | Lookwright',
        'twitter:description': 'Plans from $60.',
        'twitter:image': card,
        'twitter:image:alt': 'Find Your Perfect Plan | Lookwright',
      });
    });
  });
});
