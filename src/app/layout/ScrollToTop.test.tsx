import { fireEvent, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ScrollToTop } from './ScrollToTop';

/** Buttons that move through the memory router's history, as links and Back would. */
const Navigation = () => {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/b')}>
        To b
      </button>
      <button type="button" onClick={() => void navigate('/a?tab=2')}>
        Same page, new query
      </button>
      <button type="button" onClick={() => void navigate('/c#reviews')}>
        To an anchor
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
    </>
  );
};

const renderScroll = () => {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  const view = renderWithProviders(
    <>
      <ScrollToTop />
      <Navigation />
    </>,
    { route: '/a' },
  );
  return { ...view, scrollTo };
};

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The shopper scrolls to `y`; the position is recorded on the next frame. */
const scrollWindow = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  await nextFrame();
};

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('ScrollToTop', () => {
  it('leaves the first page to the browser and starts a new page at the top', async () => {
    const { scrollTo, user } = renderScroll();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'To b' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/b$/);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('keeps the place when only the query changes, or when the link has an anchor', async () => {
    const { scrollTo, user } = renderScroll();
    await scrollWindow(400);

    await user.click(screen.getByRole('button', { name: 'Same page, new query' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/a?tab=2');
    await user.click(screen.getByRole('button', { name: 'To an anchor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/c');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where each history entry was on back and forward', async () => {
    const { scrollTo, user } = renderScroll();
    await scrollWindow(600);

    await user.click(screen.getByRole('button', { name: 'To b' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    await scrollWindow(250);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/a$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 600 });

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/b$/);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 250 });
    expect(scrollTo).toHaveBeenCalledTimes(3);
  });
});
