import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
