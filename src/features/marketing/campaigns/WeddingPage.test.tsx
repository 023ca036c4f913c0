import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { latestReviewsHandlers } from '@/testing/latestReviewsTestData';
import { campaignStylistsHandlers } from './campaignTestData';
import { WeddingPage } from './WeddingPage';

/** The whole page is a large tree, and role queries over it are slow on a busy machine. */
const PAGE = { timeout: 15_000 };

const region = (name: string) => screen.getByRole('region', { name });

const renderWedding = () => renderWithProviders(<WeddingPage />, { route: '/wedding' });

beforeEach(() => {
  server.use(...latestReviewsHandlers());
});

describe('wedding page', () => {
  it('has one h1 and its sections in the spec order', PAGE, async () => {
    server.use(...campaignStylistsHandlers());
    renderWedding();
    await within(region('Meet your wedding stylists')).findByText('Amara Chen');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wedding Styling');
    expect(document.title).toMatch(/^Wedding Styling/);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Look like yourself, on your best day',
      'How it works',
      'Choose your wedding package',
      'Meet your wedding stylists',
      expect.stringMatching(/^Why Couples and Guests Love /),
      'Wedding FAQ',
    ]);
  });

  it('prices Mini at $60 for 2-3 looks and Major at $130 for 5-6 looks and a call', PAGE, () => {
    server.use(...campaignStylistsHandlers());
    renderWedding();
    const pricing = region('Choose your wedding package');
    const mini = within(pricing).getByRole('article', { name: 'Mini' });
    expect(mini).toHaveTextContent('$60');
    expect(mini).toHaveTextContent('2-3 looks');
    expect(mini).not.toHaveTextContent(/call/i);
    const major = within(pricing).getByRole('article', { name: 'Major' });
    expect(major).toHaveTextContent('$130');
    expect(major).toHaveTextContent('5-6 looks');
    expect(major).toHaveTextContent(/call up to an hour/);
  });

  it('shows the wedding steps with their picture', PAGE, () => {
    server.use(...campaignStylistsHandlers());
    renderWedding();
    const steps = within(region('How it works')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Take the style quiz',
      'Meet your stylist',
      'Get looks for every event',
      'Shop what you love',
    ]);
    expect(steps[2]).toHaveTextContent(/rehearsal dinner/);
  });

  it('answers wedding questions in the FAQ accordion', PAGE, async () => {
    server.use(...campaignStylistsHandlers());
    const { user } = renderWedding();
    const faq = region('Wedding FAQ');
    const question = within(faq).getByRole('button', {
      name: 'How far ahead of the wedding should I book?',
    });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/Six to eight weeks before the first event/)).toBeVisible();
    expect(within(faq).getAllByRole('button')).toHaveLength(6);
  });
});

describe('wedding stylists', () => {
  it('lists real stylists from the API with picture, name and location', PAGE, async () => {
    const requests: URLSearchParams[] = [];
    server.use(...campaignStylistsHandlers(undefined, requests));
    renderWedding();
    const stylists = region('Meet your wedding stylists');
    expect(within(stylists).getByTestId('stylists-loading')).toBeInTheDocument();
    const card = (await within(stylists).findByRole('heading', { name: 'Amara Chen' })).closest(
      'article',
    );
    expect(card).toHaveTextContent('Vancouver, BC');
    expect(card?.querySelector('img')).toHaveAttribute('src', '/media/avatars/stylist-1.svg');
    expect(within(stylists).getByRole('region', { name: 'Wedding stylists' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(requests.map((params) => params.get('count'))).toEqual(['12']);
  });

  it('leaves the section out when the stylists cannot load', PAGE, async () => {
    server.use(
      http.get(gatewayUrl('proxy/stylist/readAll'), () =>
        HttpResponse.json({ message: 'down' }, { status: 500 }),
      ),
    );
    renderWedding();
    expect(region('Meet your wedding stylists')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Meet your wedding stylists' })).toBeNull(),
    );
    expect(region('Choose your wedding package')).toBeInTheDocument();
  });
});

describe('wedding header carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...campaignStylistsHandlers([]));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const header = () => region('Wedding styling highlights');
  const shownSlide = () =>
    within(header())
      .getAllByRole('group')
      .map((slide) => slide.getAttribute('aria-label'));
  const advance = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });

  it('shows three captioned slides, the first picture loaded first', PAGE, () => {
    renderWedding();
    const slides = within(header()).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveTextContent('The big day, styled');
    const pictures = slides.map((slide) => slide.querySelector('img'));
    expect(pictures[0]).toHaveAttribute('src', '/media/marketing/wedding-1.svg');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('width', '1600');
    expect(pictures[0]).toHaveAttribute('height', '900');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[2]).toHaveAttribute('src', '/media/marketing/wedding-3.svg');
  });

  it('advances every 5000 ms and stops with Pause', PAGE, async () => {
    const { user } = renderWedding();
    expect(shownSlide()).toEqual(['1 of 3']);
    advance(4900);
    expect(shownSlide()).toEqual(['1 of 3']);
    advance(100);
    expect(shownSlide()).toEqual(['2 of 3']);
    advance(5000);
    expect(shownSlide()).toEqual(['3 of 3']);

    await user.click(within(header()).getByRole('button', { name: 'Pause slideshow' }));
    await user.click(document.body);
    advance(15_000);
    expect(shownSlide()).toEqual(['3 of 3']);
    expect(within(header()).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });
});
