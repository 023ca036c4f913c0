import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { latestReviewsHandlers } from '@/testing/latestReviewsTestData';
import { HowItWorksPage } from './HowItWorksPage';

const PAGE = { timeout: 15_000 };

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  server.use(...latestReviewsHandlers());
});

describe('how it works page', () => {
  it('numbers the four steps, each with a sentence and a picture', PAGE, () => {
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How It Works');
    const steps = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Get matched with A-list stylists',
      'Book an online session',
      'Recieve Personalized shoppable looks',
      `Buy what you love on ${env.productName}`,
    ]);
    steps.forEach((step, index) => {
      expect(step).toHaveTextContent(`Step 0${index + 1}`);
      expect(step.querySelector('img')).toHaveAttribute(
        'src',
        `/media/marketing/how-it-works-${index + 1}.svg`,
      );
      expect(step.querySelector('img')).toHaveAttribute('width', '600');
    });
    expect(steps[1]).toHaveTextContent(/one-time session or a monthly membership/);
    expect(steps[0]!.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(steps[3]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('links to the help center in a new tab', PAGE, () => {
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    const cta = screen.getByRole('region', { name: 'Ready to meet your stylist?' });
    const help = within(cta).getByRole('link', { name: /Visit our Help Center/ });
    expect(help).toHaveAttribute('href', env.helpCenterUrl);
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it.each([
    [false, '/onboarding'],
    [true, '/stylistSearch'],
  ])('starts styling (signed in: %s) at %s', PAGE, async (signedIn, path) => {
    const { user } = renderWithProviders(<HowItWorksPage />, {
      route: '/how-it-works',
      preloadedState: signedIn ? signedInState() : undefined,
    });
    const cta = screen.getByRole('region', { name: 'Ready to meet your stylist?' });
    await user.click(within(cta).getByRole('button', { name: 'Get Started' }));
    expect(location()).toBe(path);
  });

  it('shows the latest reviews', PAGE, async () => {
    renderWithProviders(<HowItWorksPage />, { route: '/how-it-works' });
    const reviews = screen.getByRole('region', {
      name: `See Why People Love ${env.productName}`,
    });
    expect(
      await within(reviews).findByRole('region', { name: 'Client reviews' }),
    ).toBeInTheDocument();
  });
});
