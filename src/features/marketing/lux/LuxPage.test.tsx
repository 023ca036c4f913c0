import { act, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { env } from '@/config/env';
import { initTracking } from '@/services/tracking';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { LuxPage } from './LuxPage';

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };

const location = () => screen.getByTestId('location').textContent;

/** The testimonial in view (the others are aria-hidden). */
const shownTestimonial = () => {
  const carousel = screen.getByRole('region', { name: 'Lux client testimonials' });
  return within(carousel).getByRole('group').querySelector('figcaption')?.textContent;
};

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

let media: ReturnType<typeof mockMatchMedia> | null = null;

afterEach(() => {
  vi.useRealTimers();
  media?.restore();
  media = null;
  initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
  delete (window as TrackingWindow).dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('LuxPage', { timeout: 15_000 }, () => {
  it('shows the sections in the spec’s order under one h1', () => {
    renderWithProviders(<LuxPage />, { route: '/lux' });
    // The page's outline: its h1 and h2 titles in document order.
    const titles = [...document.querySelectorAll('h1, h2')].map((heading) => heading.textContent);
    expect(titles).toEqual([
      'The LUX Experience',
      'Start Your Styling Journey',
      'The Styling Process',
      'Buy What You Love',
      'A Gift From Us',
      'What Lux is Good For',
      'Loved by Lux Clients',
      `${env.productName} Is For Every Stage Of Your Life`,
      'FAQ',
    ]);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });

  it('lists the Lux plan contents, the four process steps and the three life stages', () => {
    renderWithProviders(<LuxPage />, { route: '/lux' });
    const included = screen.getByRole('region', { name: 'Everything included' });
    expect(within(included).getByText('$550')).toBeVisible();
    for (const feature of [
      'Up to 8 style boards and 8 revisions',
      '30-minute intro call',
      'Optional 30-minute virtual fitting call',
      '2 seasonal capsules',
      'Chat open for the booked month',
      'Expedited shipping from retail partners',
      'An exclusive bag as a gift on booking',
    ]) {
      expect(within(included).getByText(feature)).toBeVisible();
    }
    const process = screen.getByRole('region', { name: 'The Styling Process' });
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mood Board', 'Style Boards', 'Capsule Wardrobe', 'Revisions']);
    const stages = screen.getByRole('region', {
      name: `${env.productName} Is For Every Stage Of Your Life`,
    });
    expect(
      within(stages)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Busy Moms', 'Boss Ladies', 'Life Updates']);
  });

  it('loads the hero picture first and the others lazily', () => {
    renderWithProviders(<LuxPage />, { route: '/lux' });
    const hero = within(screen.getByRole('region', { name: 'The LUX Experience' })).getByRole(
      'img',
    );
    expect(hero).toHaveAttribute('src', '/media/marketing/lux-hero.svg');
    expect(hero).toHaveAttribute('width', '1600');
    expect(hero).toHaveAttribute('height', '1000');
    expect(hero).toHaveAttribute('loading', 'eager');
    const gift = within(screen.getByRole('region', { name: 'A Gift From Us' })).getByRole('img');
    expect(gift).toHaveAttribute('src', '/media/marketing/lux-gift.svg');
    expect(gift).toHaveAttribute('loading', 'lazy');
  });

  it('sends a visitor from Get Started to the style quiz', async () => {
    const { user } = renderWithProviders(<LuxPage />, { route: '/lux' });
    const hero = screen.getByRole('region', { name: 'The LUX Experience' });
    await user.click(within(hero).getByRole('button', { name: 'Get Started' }));
    expect(location()).toBe('/onboarding');
  });

  it('sends a signed-in shopper from Get Started to the stylist search', async () => {
    const { user } = renderWithProviders(<LuxPage />, {
      route: '/lux',
      preloadedState: signedInState(),
    });
    const hero = screen.getByRole('region', { name: 'The LUX Experience' });
    await user.click(within(hero).getByRole('button', { name: 'Get Started' }));
    expect(location()).toBe('/stylistSearch');
  });

  it('keeps Get Started in a bottom bar that sticks only at tablet widths and below', async () => {
    const { user } = renderWithProviders(<LuxPage />, { route: '/lux' });
    // jsdom (31) applies media queries at its fixed 1024px-wide viewport: a tablet width, so the
    // bar shows here and sticks; wider screens get the rule outside the media query, display none.
    const bar = screen.getByLabelText('Get started with Lux');
    expect(bar.tagName).toBe('ASIDE');
    const sheetRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const rules = sheetRules
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule)
      .filter((rule) => rule.media.mediaText === '(max-width: 1024px)')
      .flatMap((rule) => [...rule.cssRules])
      .map((rule) => rule.cssText);
    const barClass = [...bar.classList].find((name) =>
      rules.some((rule) => rule.includes(`.${name}`) && rule.includes('position: sticky')),
    );
    expect(barClass).toBeDefined();
    const wideScreenRules = sheetRules
      .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule)
      .map((rule) => rule.cssText)
      .filter((rule) => rule.includes(`.${barClass}`));
    expect(wideScreenRules.some((rule) => rule.includes('display: none'))).toBe(true);
    expect(getComputedStyle(bar).display).toBe('block');
    expect(getComputedStyle(bar).position).toBe('sticky');

    await user.click(within(bar).getByRole('button', { name: 'Get Started', hidden: true }));
    expect(location()).toBe('/onboarding');
  });

  it('sends Book a Stylist to the quiz', async () => {
    const { user } = renderWithProviders(<LuxPage />, { route: '/lux' });
    await user.click(screen.getByRole('button', { name: 'Book a Stylist' }));
    expect(location()).toBe('/onboarding');
  });

  it('rotates the testimonials every 7 seconds with a 1-second fade', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LuxPage />, { route: '/lux' });
    const carousel = screen.getByRole('region', { name: 'Lux client testimonials' });
    const track = carousel.querySelector('[data-transition]');
    expect(track).toHaveAttribute('data-transition', 'fade');
    expect((track as HTMLElement).style.getPropertyValue('--fade-ms')).toBe('1000ms');

    expect(shownTestimonial()).toBe('Rachel, Attorney');
    advance(6900);
    expect(shownTestimonial()).toBe('Rachel, Attorney');
    advance(100);
    expect(shownTestimonial()).toBe('Priya, Pediatrician');
    advance(7000);
    expect(shownTestimonial()).toBe('Danielle, Founder');
    advance(7000);
    expect(shownTestimonial()).toBe('Rachel, Attorney');
  });

  it('stops rotating when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<LuxPage />, { route: '/lux' });
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    // Focus stays on the control inside the carousel; move it away so only the pause holds it.
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    advance(21_000);
    expect(shownTestimonial()).toBe('Rachel, Attorney');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  it('stays still for reduced motion', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    media = mockMatchMedia(viewport(1440, { reducedMotion: true }));
    renderWithProviders(<LuxPage />, { route: '/lux' });
    advance(21_000);
    expect(shownTestimonial()).toBe('Rachel, Attorney');
  });

  it('reports one page view on load, even under StrictMode', () => {
    initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
    // StrictMode at the root, as in main.tsx: it mounts, unmounts and remounts the effects.
    render(
      <StrictMode>
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={['/lux']}>
            <LuxPage />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );
    const views = ((window as TrackingWindow).dataLayer ?? []).filter(
      (entry) => entry.event === 'page_view',
    );
    expect(views).toEqual([expect.objectContaining({ event: 'page_view', page: 'lux' })]);
  });
});
