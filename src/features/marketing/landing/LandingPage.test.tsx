import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { GIFT_CAROUSEL_MS, GiftCardCarousel } from './GiftCardCarousel';
import { LandingPage } from './LandingPage';

const stylist = (index: number) => ({
  uuid: `stylist-${index}`,
  name: `Stylist${index} Example`,
  first_name: `Stylist${index}`,
  profile_picture: `/media/avatars/${index}.svg`,
  location: 'Austin, TX',
  style_tags: ['minimalist', 'classic', 'boho'],
});

let readAllQueries: URLSearchParams[] = [];

beforeEach(() => {
  readAllQueries = [];
  server.use(
    http.get(gatewayUrl('proxy/stylist/readAll'), ({ request }) => {
      readAllQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: Array.from({ length: 6 }, (_, i) => stylist(i + 1)) });
    }),
  );
});

afterEach(() => vi.useRealTimers());

const PAGE = { timeout: 15_000 };

describe('landing page', () => {
  it('leads with the promise, a start button and How It Works', PAGE, async () => {
    const { user } = renderWithProviders(<LandingPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: '#1 App for Personalized Luxury Styling' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /camel coat/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/onboarding');
  });

  it('sends a signed-in shopper from the start button to the stylist search', PAGE, async () => {
    const { user } = renderWithProviders(<LandingPage />, { preloadedState: signedInState() });
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/stylistSearch');
  });

  it("scrolls 'How It Works' to the steps and moves focus there", PAGE, async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderWithProviders(<LandingPage />);
    const steps = await screen.findByRole('region', { name: 'How It Works' }, PAGE);
    await user.click(screen.getByRole('button', { name: 'How It Works' }));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(steps).toHaveFocus();
    expect(within(steps).getByText('Book an online session')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn More about how it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });

  it('shows six real stylists with two style tags each, linking to the profile', PAGE, async () => {
    renderWithProviders(<LandingPage />);
    const section = await screen.findByRole('region', { name: 'Meet Our Stylists' }, PAGE);
    await within(section).findByRole('link', { name: 'Stylist1 Example' });
    expect(readAllQueries[0]?.get('count')).toBe('6');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const tags = within(section).getByRole('list', { name: "Stylist1's styles" });
    const tagLinks = within(tags).getAllByRole('link');
    expect(tagLinks.map((link) => link.textContent)).toEqual(['minimalist', 'classic']);
    expect(tagLinks[0]).toHaveAttribute('href', '/stylist/stylist-1/profile');
  });

  it(
    'shows the three plans with price, goal and Learn More to /pricing or /lux',
    PAGE,
    async () => {
      renderWithProviders(<LandingPage />);
      const plans = await screen.findByRole('region', { name: 'Find Your Perfect Plan' }, PAGE);
      const lux = within(plans).getByRole('article', { name: 'Lux' });
      expect(within(lux).getByText('$550')).toBeInTheDocument();
      expect(
        within(lux).getByText('I want to take my wardrobe to the next level'),
      ).toBeInTheDocument();
      expect(within(lux).getByRole('link', { name: 'Learn More about Lux' })).toHaveAttribute(
        'href',
        '/lux',
      );
      const mini = within(plans).getByRole('article', { name: 'Mini' });
      expect(within(mini).getByText('$60')).toBeInTheDocument();
      expect(within(mini).getByRole('link', { name: 'Learn More about Mini' })).toHaveAttribute(
        'href',
        '/pricing',
      );
    },
  );

  it('rotates the gift cards every 3 seconds, and stops when paused', () => {
    vi.useFakeTimers();
    renderWithProviders(<GiftCardCarousel />);
    const gifts = screen.getByRole('region', { name: 'Give the Gift of Style' });
    const carousel = within(gifts).getByRole('region', { name: 'Gift cards' });
    const current = () =>
      within(carousel)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label'));
    expect(current()).toEqual(['1 of 4']);
    act(() => {
      vi.advanceTimersByTime(GIFT_CAROUSEL_MS - 10);
    });
    expect(current()).toEqual(['1 of 4']);
    act(() => {
      vi.advanceTimersByTime(10);
    });
    expect(current()).toEqual(['2 of 4']);
    expect(within(carousel).getByText('For the friend with a big new job')).toBeVisible();
    act(() => {
      within(carousel).getByRole('button', { name: /pause/i }).click();
    });
    act(() => {
      vi.advanceTimersByTime(GIFT_CAROUSEL_MS * 3);
    });
    expect(current()).toEqual(['2 of 4']);
    expect(within(gifts).getByRole('link', { name: 'Buy Gift Card' })).toHaveAttribute(
      'href',
      '/gift-cards',
    );
  });

  it(
    'has the hashtag style boards, three client videos, nine clients and the FAQ',
    PAGE,
    async () => {
      renderWithProviders(<LandingPage />);
      expect(
        await screen.findByRole('heading', { name: '#LookwrightStyle' }, PAGE),
      ).toBeInTheDocument();
      const videos = screen.getByRole('region', { name: 'Hear It From Our Clients' });
      expect(within(videos).getAllByRole('listitem')).toHaveLength(3);
      const clients = screen.getByRole('list', { name: 'Clients' });
      expect(within(clients).getAllByRole('listitem')).toHaveLength(9);
      expect(within(clients).getByText('Pediatrician')).toBeInTheDocument();
      const faq = screen.getByRole('region', { name: 'FAQ' });
      expect(within(faq).getAllByRole('button')).toHaveLength(7);
      expect(screen.getByRole('list', { name: 'Press' })).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Best Personalization Styling App' }),
      ).toBeInTheDocument();
    },
  );
});
