import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { AccountMenu } from './AccountMenu';

const serveUser = (overrides: Record<string, unknown>) =>
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
        ...overrides,
      }),
    ),
  );

const avatar = async () => {
  const toggle = await screen.findByRole('button', { name: 'Account menu for Ada' });
  // Decorative (alt=""), inside an aria-hidden wrapper: found by its tag.
  await waitFor(() => expect(toggle.querySelector('img')).not.toBeNull());
  return toggle.querySelector('img')!;
};

describe('AccountMenu avatar', () => {
  it('loads the profile picture’s 64 px variant for the 32 px avatar, never a larger one', async () => {
    serveUser({
      picture_small: '/media/u/abc.jpg',
      profile_picture: '/media/u/abc.jpg',
      picture_variants: [
        { width: 64, url: '/media/u/abc.w64.webp' },
        { width: 320, url: '/media/u/abc.w320.webp' },
        { width: 960, url: '/media/u/abc.w960.webp' },
      ],
    });
    renderWithProviders(<AccountMenu />, { preloadedState: signedInState() });
    const image = await avatar();
    expect(image).toHaveAttribute('src', '/media/u/abc.w64.webp');
    expect(image).toHaveAttribute('srcset', '/media/u/abc.w64.webp 64w');
    expect(image).toHaveAttribute('sizes', '32px');
    expect(image).toHaveAttribute('width', '32');
    expect(image).toHaveAttribute('height', '32');
  });

  it('shows the picture itself when it has no variants (a Google picture, an earlier upload)', async () => {
    serveUser({ picture_small: 'https://lh3.example.com/ada.jpg' });
    renderWithProviders(<AccountMenu />, { preloadedState: signedInState() });
    const image = await avatar();
    expect(image).toHaveAttribute('src', 'https://lh3.example.com/ada.jpg');
    expect(image).not.toHaveAttribute('srcset');
  });
});
