import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/ui/theme';
import type { ShownMessage } from './chatMessages';
import { ChatPicture } from './ChatPicture';

const original = URL.revokeObjectURL;
afterEach(() => {
  URL.revokeObjectURL = original;
});

const picture = (status: ShownMessage['status']) =>
  ({ sid: 'm1', content: '/pictures/p1', status }) as unknown as ShownMessage;

describe('ChatPicture', () => {
  it('gives back a picture’s object URL only once the next one is on screen, and on leaving', async () => {
    const revoked: { url: string; shown: string | null }[] = [];
    URL.revokeObjectURL = (url: string) => {
      revoked.push({ url, shown: screen.queryByRole('img')?.getAttribute('src') ?? null });
    };
    const load = vi.fn().mockResolvedValueOnce('blob:first').mockResolvedValueOnce('blob:second');
    const { rerender, unmount } = render(
      <ThemeProvider theme={theme}>
        <ChatPicture message={picture('sending')} load={load} alt="Picture from You" />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('img')).toHaveAttribute('src', 'blob:first');

    // Sent: the same picture as a new message object, loaded again.
    rerender(
      <ThemeProvider theme={theme}>
        <ChatPicture message={picture('sent')} load={load} alt="Picture from You" />
      </ThemeProvider>,
    );
    await vi.waitFor(() => expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:second'));
    expect(revoked).toEqual([{ url: 'blob:first', shown: 'blob:second' }]);

    unmount();
    expect(revoked.map(({ url }) => url)).toEqual(['blob:first', 'blob:second']);
  });

  it('asks for the picture as wide as its bubble in device pixels, up to 2×', async () => {
    const ratio = window.devicePixelRatio;
    const widths: number[] = [];
    try {
      for (const devicePixelRatio of [1, 2, 3]) {
        window.devicePixelRatio = devicePixelRatio;
        const load = vi.fn((_message: ShownMessage, width: number) => {
          widths.push(width);
          return Promise.resolve('/pictures/p1');
        });
        const { unmount } = render(
          <ThemeProvider theme={theme}>
            <ChatPicture message={picture('sent')} load={load} alt="Picture from You" />
          </ThemeProvider>,
        );
        expect(await screen.findByRole('img')).toHaveAttribute('src', '/pictures/p1');
        unmount();
      }
    } finally {
      window.devicePixelRatio = ratio;
    }
    expect(widths).toEqual([260, 520, 520]);
  });
});
