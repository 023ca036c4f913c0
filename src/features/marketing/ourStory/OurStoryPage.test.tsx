import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { OurStoryPage } from './OurStoryPage';

describe('OurStoryPage', () => {
  it('shows the header picture, the title and the founder’s story', () => {
    renderWithProviders(<OurStoryPage videoId={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeVisible();
    const header = screen.getByRole('img', { name: /Our studio/ });
    expect(header).toHaveAttribute('src', '/media/marketing/our-story-header.svg');
    expect(header).toHaveAttribute('width', '1600');
    expect(header).toHaveAttribute('height', '700');
    expect(header).toHaveAttribute('loading', 'eager');

    const story = screen.getByRole('article', { name: 'Our Story' });
    expect(within(story).getByText(/every client works with a real, human stylist/)).toBeVisible();
    expect(within(story).getByText(/shop any brand at any budget/)).toBeVisible();
    expect(within(story).getByText(/the styling has to fit real life/)).toBeVisible();
  });

  it('loads nothing from the video host until the play button is pressed', async () => {
    const { user } = renderWithProviders(<OurStoryPage videoId="abc123" />);
    const video = screen.getByRole('region', { name: 'Hear It From Maya' });
    expect(video.querySelector('iframe')).toBeNull();
    // The poster is local and decorative (the button names the video).
    expect(video.querySelector('img')).toHaveAttribute(
      'src',
      '/media/marketing/our-story-video.svg',
    );

    await user.click(within(video).getByRole('button', { name: /Play video/ }));
    const player = within(video).getByTitle(/Our story, told by Maya Laurent/);
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123\?autoplay=1/,
    );
  });

  it('shows the poster as a captioned picture, with no play button, when no video is configured', () => {
    renderWithProviders(<OurStoryPage videoId={null} />);
    const caption = screen.getByText(`Maya Laurent in the ${env.productName} studio`);
    const figure = caption.closest('figure') as HTMLElement;
    expect(figure).not.toBeNull();
    expect(within(figure).getByRole('img')).toHaveAttribute(
      'src',
      '/media/marketing/our-story-video.svg',
    );
    expect(within(figure).queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Hear It From Maya' })).toBeNull();
  });

  it('ends with the welcome note and the founder’s signature', () => {
    renderWithProviders(<OurStoryPage videoId={null} />);
    const note = screen.getByRole('region', { name: 'A Welcome Note' });
    expect(within(note).getByText(/whole new chapter, welcome/)).toBeVisible();
    const signature = within(note).getByRole('img', { name: 'Maya Laurent’s signature' });
    expect(signature).toHaveAttribute('src', '/media/marketing/signature.svg');
    expect(signature).toHaveAttribute('width', '400');
    expect(signature).toHaveAttribute('height', '120');
    expect(within(note).getByText('Maya Laurent')).toBeVisible();
    expect(within(note).getByText(/, Founder/)).toBeVisible();
  });
});
