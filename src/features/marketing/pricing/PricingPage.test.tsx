import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { latestReviewsHandlers } from '@/testing/latestReviewsTestData';

const location = () => screen.getByTestId('location').textContent;

/** Whole-app renders: room for a busy CI machine (the first render styles the whole shell). */
const PAGE = { timeout: 40_000 };
const FIRST_PAINT = { timeout: 20_000 };

// Loads the lazy page and modal once, so the first test does not spend its time importing them.
beforeAll(
  () => Promise.all([import('./PricingPage'), import('../shopItBack/BannerModal')]),
  30_000,
);

beforeEach(() => {
  server.use(...latestReviewsHandlers());
});

describe('PricingPage', () => {
  it('shows the plans, how it works, what all plans include and the FAQ', PAGE, async () => {
    renderApp({ route: '/pricing' });
    // Waits with a cheap text query: a role query re-run on every mutation of the whole page is slow.
    await screen.findByText('Find Your Perfect Plan', { selector: 'h1' }, FIRST_PAINT);
    await screen.findAllByText(/Client1/);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Plan' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/100% satisfaction guaranteed/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Plans' })).getAllByRole('article'),
    ).toHaveLength(3);
    expect(
      screen.getByRole('region', { name: `See Why People Love ${env.productName}` }),
    ).toHaveTextContent('Client1');
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();

    const included = screen.getByRole('region', { name: 'All Plans Include' });
    for (const point of [
      'Any brand and your closet',
      'Lifestyle experts',
      'Switch stylist at no cost',
    ]) {
      expect(within(included).getByRole('heading', { level: 3, name: point })).toBeVisible();
    }

    const faq = screen.getByRole('region', { name: 'FAQ' });
    expect(within(faq).getAllByRole('button')).toHaveLength(7);
    expect(document.title).toMatch(/^Find Your Perfect Plan \| /);
  });

  it('explains Shop it Back with each plan credit', PAGE, async () => {
    renderApp({ route: '/pricing' });

    await screen.findByText('Find Your Perfect Plan', { selector: 'h1' }, FIRST_PAINT);
    const strip = screen.getByRole('region', {
      name: 'Your session comes back as shopping credit',
    });
    expect(strip).toHaveTextContent('Mini$60Major$130Lux$500');
  });

  it('describes the closet clean-out as a service, with the way to ask for it', PAGE, async () => {
    renderApp({ route: '/pricing' });

    await screen.findByText('Find Your Perfect Plan', { selector: 'h1' }, FIRST_PAINT);
    const cleanOut = screen.getByRole('region', { name: 'Start with the closet you have' });
    expect(cleanOut).toHaveTextContent(/closet clean-out is a service of its own/);
    expect(within(cleanOut).getByRole('link', { name: 'Take the Style Quiz' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
  });

  it(
    'sends shoppers to My Profile → Photos, a menu that exists, to share photos',
    PAGE,
    async () => {
      const { user } = renderApp({ route: '/pricing' });

      await screen.findByText('Find Your Perfect Plan', { selector: 'h1' }, FIRST_PAINT);
      const faq = screen.getByRole('region', { name: 'FAQ' });
      await user.click(
        within(faq).getByRole('button', { name: 'How do I share photos of myself or my closet?' }),
      );
      expect(within(faq).getByText(/Upload a photo under My Profile → Photos/)).toBeVisible();
      expect(within(faq).queryByText(/Me > Photos/)).not.toBeInTheDocument();
      expect(within(faq).getByRole('link', { name: 'Go to your photos' })).toHaveAttribute(
        'href',
        '/profile/photos',
      );
    },
  );

  it('opens the Shop it Back modal, which starts styling from Book My Session', PAGE, async () => {
    const { user } = renderApp({ route: '/pricing' });

    await screen.findByText('Find Your Perfect Plan', { selector: 'h1' }, FIRST_PAINT);
    await user.click(screen.getByRole('button', { name: 'How It Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How Shop it Back Works' });
    expect(dialog).toHaveTextContent(
      'We e-mail you a code worth your session: $60 Mini, $130 Major, $500 Lux.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'How It Works' }));
    await user.click(await screen.findByRole('button', { name: 'Book My Session' }));

    await waitFor(() => expect(location()).toBe('/onboarding'));
    expect(screen.queryByRole('dialog', { name: 'How Shop it Back Works' })).toBeNull();
  });
});
