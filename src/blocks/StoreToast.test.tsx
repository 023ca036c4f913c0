import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { toastShown } from '@/blocks/modals/uiSlice';
import { StoreToast } from './StoreToast';

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** The toast's polite status region (the test harness has its own implicit status output). */
const liveRegion = () => {
  const region = screen
    .getAllByRole('status')
    .find((element) => element.getAttribute('aria-live') === 'polite');
  if (!region) throw new Error('No polite live region');
  return region;
};

const showToast = (onUndo?: () => void) => {
  const rendered = renderWithProviders(<StoreToast />);
  act(() => {
    rendered.store.dispatch(
      toastShown({ content: 'Item successfully added to your closet', onUndo }),
    );
  });
  return rendered;
};

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an empty live region mounted before anything is shown', () => {
    renderWithProviders(<StoreToast />);
    const region = liveRegion();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
  });

  it('shows the content in the live region and hides it after 3.5 s', async () => {
    const { store } = showToast();
    const region = await waitFor(liveRegion);
    expect(region).toHaveTextContent('Item successfully added to your closet');
    advance(3400);
    expect(store.getState().ui.toast.isVisible).toBe(true);
    advance(200);
    expect(store.getState().ui.toast.isVisible).toBe(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('pauses while hovered and restarts the full 3.5 s on leaving', async () => {
    const { store, user } = showToast();
    const message = await screen.findByText('Item successfully added to your closet');
    advance(3000);
    await user.hover(message);
    advance(10_000);
    expect(store.getState().ui.toast.isVisible).toBe(true);
    await user.unhover(message);
    advance(3000);
    expect(store.getState().ui.toast.isVisible).toBe(true);
    advance(600);
    expect(store.getState().ui.toast.isVisible).toBe(false);
  });

  it('offers Undo when given onUndo, which calls it and hides the toast', async () => {
    const onUndo = vi.fn();
    const { store, user } = showToast(onUndo);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(store.getState().ui.toast.isVisible).toBe(false);
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('has no Undo without onUndo', async () => {
    showToast();
    await screen.findByText('Item successfully added to your closet');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });
});
