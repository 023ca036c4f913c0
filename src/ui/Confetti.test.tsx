import { waitFor } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Confetti } from './Confetti';

// The canvas library cannot draw in jsdom; stand it in to see what it is asked for.
const fire = vi.hoisted(() => vi.fn(() => null));
vi.mock('canvas-confetti', () => ({ default: { create: vi.fn(() => fire) } }));

// jsdom has no 2D canvas; the component checks for one before firing.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    {} as CanvasRenderingContext2D,
  );
});
afterEach(() => vi.restoreAllMocks());

describe('Confetti', () => {
  it('fires once on mount, without a worker, honouring reduced motion', async () => {
    renderWithProviders(
      <StrictMode>
        <Confetti particleCount={150} colors={['white', 'red']} />
      </StrictMode>,
    );
    await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
    expect(confetti.create).toHaveBeenCalledWith(undefined, { resize: true, useWorker: false });
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({
        particleCount: 150,
        colors: ['white', 'red'],
        disableForReducedMotion: true,
      }),
    );
  });

  it('does not throw when the library fails', async () => {
    fire.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderWithProviders(<Confetti />);
    await waitFor(() => expect(fire).toHaveBeenCalled());
  });
});

it('does nothing where a canvas cannot draw', async () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  fire.mockClear();
  renderWithProviders(<Confetti />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(fire).not.toHaveBeenCalled();
});
