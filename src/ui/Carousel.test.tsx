import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Carousel, type CarouselProps } from './Carousel';
import { mockMatchMedia, viewport } from '@/testing/mockMatchMedia';

const LOOKS = ['Linen', 'Silk', 'Tweed', 'Velvet', 'Cashmere'];

const renderCarousel = (props: Partial<CarouselProps<string>> = {}) =>
  renderWithProviders(
    <Carousel
      items={LOOKS}
      renderItem={(look) => <p>{look}</p>}
      getKey={(look) => look}
      label="Featured looks"
      {...props}
    />,
  );

/** Labels ('N of M') of the slides in view; the others are aria-hidden. */
const visibleSlides = () =>
  screen.queryAllByRole('group').map((slide) => slide.getAttribute('aria-label'));

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('Carousel', () => {
  let media: ReturnType<typeof mockMatchMedia> | null = null;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    media?.restore();
    media = null;
  });

  it('is a labelled carousel region of labelled slides, hiding those out of view', () => {
    renderCarousel({ autoplayMs: null });
    const region = screen.getByRole('region', { name: 'Featured looks' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(region).getByRole('group', { name: '1 of 5' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    const hidden = within(region).getAllByRole('group', { hidden: true })[1];
    expect(hidden).toHaveAttribute('aria-label', '2 of 5');
    expect(hidden).toHaveAttribute('aria-hidden', 'true');
    expect(hidden).toHaveAttribute('inert');
    expect(visibleSlides()).toEqual(['1 of 5']);
  });

  it('autoplays every autoplayMs', () => {
    renderCarousel({ autoplayMs: 3000 });
    advance(2900);
    expect(visibleSlides()).toEqual(['1 of 5']);
    advance(100);
    expect(visibleSlides()).toEqual(['2 of 5']);
    advance(3000);
    expect(visibleSlides()).toEqual(['3 of 5']);
  });

  it('rotates only while on screen', () => {
    let report: (isIntersecting: boolean) => void = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (isIntersecting) => act(() => callback([{ isIntersecting }]));
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderCarousel({ autoplayMs: 3000 });
      advance(6000);
      expect(visibleSlides()).toEqual(['1 of 5']);
      report(true);
      advance(3000);
      expect(visibleSlides()).toEqual(['2 of 5']);
      report(false);
      advance(6000);
      expect(visibleSlides()).toEqual(['2 of 5']);
      expect(screen.getByRole('button', { name: /^Pause/ })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('autoplays by slidesToScroll and wraps', () => {
    renderCarousel({ slidesPerView: 2, slidesToScroll: 2 });
    advance(5000);
    expect(visibleSlides()).toEqual(['3 of 5', '4 of 5']);
    advance(5000);
    expect(visibleSlides()).toEqual(['4 of 5', '5 of 5']);
    advance(5000);
    expect(visibleSlides()).toEqual(['1 of 5', '2 of 5']);
  });

  it('stops with Pause and starts again with Play', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    await user.click(document.body);
    advance(15_000);
    expect(visibleSlides()).toEqual(['1 of 5']);
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await user.click(document.body);
    advance(5000);
    expect(visibleSlides()).toEqual(['2 of 5']);
  });

  it('pauses while hovered and resumes on leaving', async () => {
    const { user } = renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured looks' });
    await user.hover(region);
    advance(12_000);
    expect(visibleSlides()).toEqual(['1 of 5']);
    await user.unhover(region);
    advance(5000);
    expect(visibleSlides()).toEqual(['2 of 5']);
  });

  it('pauses while focus is inside', async () => {
    const { user } = renderCarousel();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Featured looks' })).toHaveFocus();
    advance(12_000);
    expect(visibleSlides()).toEqual(['1 of 5']);
  });

  it('starts paused for reduced motion', () => {
    media = mockMatchMedia(viewport(1200, { reducedMotion: true }));
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(12_000);
    expect(visibleSlides()).toEqual(['1 of 5']);
  });

  it('has no Pause/Play control without autoplay', () => {
    renderCarousel({ autoplayMs: null });
    expect(screen.queryByRole('button', { name: /slideshow/ })).not.toBeInTheDocument();
  });

  it('moves with ArrowRight and ArrowLeft on the focused region, wrapping', async () => {
    const { user } = renderCarousel({ autoplayMs: null });
    act(() => screen.getByRole('region', { name: 'Featured looks' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['2 of 5']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlides()).toEqual(['5 of 5']);
  });

  it('moves with Next and Previous and loops at both ends', async () => {
    const { user } = renderCarousel({ autoplayMs: null });
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlides()).toEqual(['5 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['1 of 5']);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['2 of 5']);
  });

  it('stops at the ends without loop', async () => {
    const { user } = renderCarousel({ autoplayMs: null, loop: false, slidesPerView: 3 });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  });

  it('goes to a slide from its dot', async () => {
    const { user } = renderCarousel({ autoplayMs: null });
    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(visibleSlides()).toEqual(['4 of 5']);
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('moves on a horizontal swipe beyond 40px', async () => {
    const { user } = renderCarousel({ autoplayMs: null });
    const slide = screen.getByText('Linen');
    const swipe = (from: number, to: number) =>
      user.pointer([
        { keys: '[MouseLeft>]', target: slide, coords: { clientX: from } },
        { target: slide, coords: { clientX: to } },
        { keys: '[/MouseLeft]', target: slide, coords: { clientX: to } },
      ]);
    await swipe(300, 280);
    expect(visibleSlides()).toEqual(['1 of 5']);
    await swipe(300, 200);
    expect(visibleSlides()).toEqual(['2 of 5']);
    await swipe(200, 300);
    expect(visibleSlides()).toEqual(['1 of 5']);
  });

  it.each([
    [500, 1],
    [800, 3],
    [1100, 4],
    [1440, 5],
  ])('shows the slides per view for a %ipx wide screen', (width, perView) => {
    media = mockMatchMedia(viewport(width));
    renderCarousel({
      items: Array.from({ length: 8 }, (_, index) => `Look ${index + 1}`),
      autoplayMs: null,
      slidesPerView: { base: 1, mobile: 3, tablet: 4, desktop: 5 },
    });
    expect(visibleSlides()).toHaveLength(perView);
    expect(visibleSlides()[0]).toBe('1 of 8');
  });

  it('follows the viewport when it changes', () => {
    media = mockMatchMedia(viewport(500));
    renderCarousel({ autoplayMs: null, slidesPerView: { base: 1, tablet: 3 } });
    expect(visibleSlides()).toHaveLength(1);
    act(() => media?.setMatches(viewport(1300)));
    expect(visibleSlides()).toHaveLength(3);
  });
});
