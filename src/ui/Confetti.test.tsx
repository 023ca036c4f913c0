import { waitFor } from '@testing-library/react';
import confetti from 'canvas-confetti';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Confetti } from './Confetti';

// The canvas library cannot draw in jsdom; stand it in to see what it is asked for.
vi.mock('canvas-confetti', () => ({ default: vi.fn(() => null) }));

describe('Confetti', () => {
  it('fires once on mount, honouring reduced motion', async () => {
    renderWithProviders(
      <StrictMode>
        <Confetti particleCount={150} colors={['white', 'red']} />
      </StrictMode>,
    );
    await waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({
        particleCount: 150,
        colors: ['white', 'red'],
        disableForReducedMotion: true,
      }),
    );
  });

  it('does not throw when the library fails', async () => {
    vi.mocked(confetti).mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderWithProviders(<Confetti />);
    await waitFor(() => expect(confetti).toHaveBeenCalled());
  });
});
