import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { FreeConsultation } from '@/blocks/marketing/FreeConsultation';
import { Marquee } from './Marquee';
import { startStylingPath } from './useStartStyling';
import { VideoFacade, videoEmbedUrl } from './VideoFacade';

const poster = {
  poster: '/media/marketing/testimonial-1.svg',
  posterWidth: 720,
  posterHeight: 1280,
};

describe('privacy-friendly video', () => {
  it('loads nothing from the video host until the shopper presses play', async () => {
    const { user, container } = renderWithProviders(
      <VideoFacade videoId="abc123" title="Dana on her session" {...poster} />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', poster.poster);
    await user.click(screen.getByRole('button', { name: 'Play video: Dana on her session' }));
    const frame = screen.getByTitle('Dana on her session');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', videoEmbedUrl('abc123'));
    expect(videoEmbedUrl('abc123')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?/,
    );
  });

  it('shows just the poster, with no dead play button, when no video is configured', () => {
    renderWithProviders(<VideoFacade videoId={null} title="Dana on her session" {...poster} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Dana on her session' })).toBeInTheDocument();
  });
});

describe('marquee', () => {
  const renderMarquee = () =>
    renderWithProviders(
      <Marquee
        label="Press"
        items={['One', 'Two', 'Three']}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
      />,
    );

  it('lists the items once for assistive technology; the loop copy is hidden', () => {
    renderMarquee();
    const list = screen.getByRole('list', { name: 'Press' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('has a pause control', async () => {
    const { user } = renderMarquee();
    const pause = screen.getByRole('button', { name: /pause/i });
    expect(pause).toHaveAccessibleName('Pause press scrolling');
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play press scrolling' })).toHaveTextContent('Play');
  });
});

describe('start and campaign destinations', () => {
  it.each([
    [{}, false, '/onboarding'],
    [{}, true, '/stylistSearch'],
    [{ campaign: 'wedding' }, false, '/onboarding?campaign=wedding'],
    [{ campaign: 'wedding' }, true, '/stylistSearch?campaign=wedding'],
    [{ campaign: 'wedding', stylistId: 's 1' }, false, '/stylist/s%201/profile'],
  ])('%o (signed in: %s) goes to %s', (options, signedIn, path) => {
    expect(startStylingPath(options, signedIn)).toBe(path);
  });
});

describe('free consultation', () => {
  it('links to the scheduling page in a new tab', () => {
    renderWithProviders(<FreeConsultation schedulingUrl="https://schedule.example/free" />);
    expect(
      screen.getByRole('heading', { name: 'Not Sure Which Plan Suits You Best?' }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Book a free consultation/ });
    expect(link).toHaveAttribute('href', 'https://schedule.example/free');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not shown without a scheduling page', () => {
    const { container } = renderWithProviders(<FreeConsultation schedulingUrl={null} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
