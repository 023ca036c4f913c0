import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { aLatestReview } from '@/testing/latestReviewsTestData';
import { ReviewCard } from './ReviewCard';

const LONG_TEXT =
  'Working with Ximena felt like shopping with a friend who happens to have impeccable taste. ' +
  'She explained why each piece worked for my body shape, and now they are my favorites.';

const review = aLatestReview({
  title: 'Ready for my new job',
  description: LONG_TEXT,
  picture: '/media/reviews/1.jpg',
  rate: 4,
  stylistUuid: 'stylist-7',
});

/** jsdom has no layout: say how tall the text is and how much of it the clamp shows. */
const layOut = ({ textHeight, boxHeight }: { textHeight: number; boxHeight: number }) => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(textHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(boxHeight);
};

const renderCard = () =>
  renderWithProviders(
    <>
      <ReviewCard review={review} />
      <ModalHost />
    </>,
  );

describe('ReviewCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the client, the stylist’s profile link, the date, the stars and the text', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Priya Valdez' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Priya Valdez' })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Ximena Sinclair' })).toHaveAttribute(
      'href',
      '/stylist/stylist-7/profile',
    );
    expect(within(card).getByText('March 05, 2025')).toHaveAttribute(
      'datetime',
      '2025-03-05T12:00:00.000Z',
    );
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(card).getByText(LONG_TEXT)).toBeVisible();
  });

  it('offers no Continue Reading when the whole text fits', () => {
    layOut({ textHeight: 96, boxHeight: 96 });
    renderCard();
    expect(screen.queryByRole('button', { name: /Continue Reading/ })).not.toBeInTheDocument();
  });

  it('offers Continue Reading when the text is cut off, opening the whole review', async () => {
    layOut({ textHeight: 200, boxHeight: 96 });
    const { user } = renderCard();
    await user.click(
      screen.getByRole('button', { name: "Continue Reading Priya Valdez's review" }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Ready for my new job' });
    expect(within(dialog).getByText(LONG_TEXT)).toBeVisible();
    expect(within(dialog).getByText('Priya Valdez')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Photo from Priya Valdez' })).toHaveAttribute(
      'src',
      '/media/reviews/1.jpg',
    );
    expect(within(dialog).getByText('March 05, 2025')).toBeVisible();

    await user.click(within(dialog).getByRole('link', { name: 'Ximena Sinclair' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/stylist/stylist-7/profile');
  });

  it('measures again when the card changes size', () => {
    const observed: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    layOut({ textHeight: 96, boxHeight: 96 });
    renderCard();
    expect(screen.queryByRole('button', { name: /Continue Reading/ })).not.toBeInTheDocument();

    layOut({ textHeight: 150, boxHeight: 96 });
    act(() => observed.forEach((callback) => callback([], {} as ResizeObserver)));
    expect(screen.getByRole('button', { name: /Continue Reading/ })).toBeVisible();
  });
});
