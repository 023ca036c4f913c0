import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiClosetItem, anApiPhoto, serveCloset } from '../closetTestData';
import { initialProfileState } from './profileSlice';
import { ProfilePage } from './ProfilePage';

const variantsOf = (id: string) => [
  { width: 64, url: `/media/u/${id}.w64.webp?expires=1&signature=s` },
  { width: 320, url: `/media/u/${id}.w320.webp?expires=1&signature=s` },
  { width: 960, url: `/media/u/${id}.w960.webp?expires=1&signature=s` },
];

const SMALL_GRID_SIZES =
  '(min-width: 1025px) 240px, (min-width: 769px) 25vw, (min-width: 577px) 33vw, 50vw';

const renderProfile = (route: string, gridSize: 'small' | 'large' = 'small') =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
    </>,
    {
      route,
      path: '/profile/*',
      preloadedState: { ...signedInState(), profile: { ...initialProfileState, gridSize } },
    },
  );

const pictureOf = (card: HTMLElement) => card.querySelector('img')!;

describe('the closet grid’s pictures', () => {
  const serveUploads = (count: number) =>
    server.use(
      ...serveCloset(() => ({
        items: Array.from({ length: count }, (_, index) =>
          anApiClosetItem(index + 1, {
            type: 'user',
            picture: `/media/u/u${index + 1}.jpg?expires=1&signature=s`,
            picture_variants: variantsOf(`u${index + 1}`),
          }),
        ),
        quota_max: count,
      })).handlers,
    );

  it('asks for the sized variant the tile needs (srcset and sizes), keeping the size and lazy loading', async () => {
    serveUploads(12);
    renderProfile('/profile/closet');
    const first = pictureOf(await screen.findByRole('article', { name: 'Piece 1' }));
    expect(first).toHaveAttribute(
      'srcset',
      '/media/u/u1.w64.webp?expires=1&signature=s 64w, ' +
        '/media/u/u1.w320.webp?expires=1&signature=s 320w, ' +
        '/media/u/u1.w960.webp?expires=1&signature=s 960w',
    );
    expect(first).toHaveAttribute('sizes', SMALL_GRID_SIZES);
    expect(first).toHaveAttribute('src', '/media/u/u1.jpg?expires=1&signature=s');
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '500');
    expect(first).toHaveAttribute('loading', 'eager');
    const last = pictureOf(screen.getByRole('article', { name: 'Piece 12' }));
    expect(last).toHaveAttribute('loading', 'lazy');
    expect(last.getAttribute('srcset')).toContain(
      '/media/u/u12.w320.webp?expires=1&signature=s 320w',
    );
  });

  it('says the tiles are larger in the large grid', async () => {
    serveUploads(1);
    renderProfile('/profile/closet', 'large');
    const first = pictureOf(await screen.findByRole('article', { name: 'Piece 1' }));
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1025px) 400px, (min-width: 577px) 50vw, 100vw',
    );
  });

  it('shows a catalogue piece’s art as it is (no variants: SVG)', async () => {
    server.use(
      ...serveCloset(() => ({
        items: [anApiClosetItem(1, { picture: '/media/items/c-1.svg' })],
        quota_max: 1,
      })).handlers,
    );
    renderProfile('/profile/closet');
    const picture = pictureOf(await screen.findByRole('article', { name: 'Piece 1' }));
    expect(picture).toHaveAttribute('src', '/media/items/c-1.svg');
    expect(picture).not.toHaveAttribute('srcset');
  });
});

describe('the photos grid’s pictures', () => {
  it('asks for the sized variant a photo tile needs', async () => {
    server.use(
      ...signedInAccountHandlers(),
      http.get(gatewayUrl('proxy/user/user-1/photos'), () =>
        HttpResponse.json({
          items: [{ ...anApiPhoto(1), picture_variants: variantsOf('p-1') }, anApiPhoto(2)],
          quota_max: 2,
        }),
      ),
    );
    renderProfile('/profile/photos');
    const view = await screen.findByRole('button', { name: 'View Photo 1' });
    const picture = view.querySelector('img')!;
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('.w64.webp'));
    expect(picture.getAttribute('srcset')).toContain(
      '/media/u/p-1.w320.webp?expires=1&signature=s 320w',
    );
    expect(picture).toHaveAttribute('sizes', SMALL_GRID_SIZES);
    expect(picture).toHaveAttribute('width', '400');
    // A photo without variants (stored before they were made) shows its picture alone.
    const older = screen.getByRole('button', { name: 'View Photo 2' }).querySelector('img')!;
    expect(older).toHaveAttribute('src', '/media/u/p-2?expires=1&signature=x');
    expect(older).not.toHaveAttribute('srcset');
  });
});
