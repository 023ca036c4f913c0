import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ApiPhoto } from '../closetPhotos';
import { anApiPhoto } from '../closetTestData';
import { ProfilePage } from '../profile/ProfilePage';
import { aPng } from '../upload/pictureTestFiles';

/** The photos as a list the handlers change, as the server would. */
const servePhotos = (photos: ApiPhoto[]) => {
  server.use(
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('proxy/user/user-1/photos'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      expect(params.get('from')).toBe('0');
      expect(params.get('count')).toBe('50');
      return HttpResponse.json({ items: photos, quota_max: photos.length });
    }),
  );
  return photos;
};

const renderPhotos = () =>
  renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
    </>,
    { route: '/profile/photos', path: '/profile/*', preloadedState: signedInState() },
  );

describe('photos', () => {
  const reports = recordReports();

  it('uploads a photo as multipart form data under `picture`, and shows it', async () => {
    const photos = servePhotos([]);
    const sent: { type: string; head: number[] }[] = [];
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/photos'), async ({ request }) => {
        // A file part (the request's own File class, not the page's; jsdom loses its name).
        const picture = (await request.formData()).get('picture') as Blob;
        const head = [...new Uint8Array(await picture.arrayBuffer()).slice(0, 4)];
        sent.push({ type: picture.type, head });
        photos.unshift(anApiPhoto(1));
        return HttpResponse.json(anApiPhoto(1), { status: 201 });
      }),
    );
    const { user } = renderPhotos();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a photo' }));
    expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();
    await user.upload(dialog.getByLabelText('Choose a picture'), aPng('me.png'));
    await user.click(await dialog.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([{ type: 'image/png', head: [0x89, 0x50, 0x4e, 0x47] }]);
    expect(await screen.findByRole('button', { name: 'View Photo 1' })).toBeVisible();
    expect(screen.getByText('1 photo')).toBeVisible();
  });

  it('keeps the dialog and the picture when the server refuses the upload', async () => {
    servePhotos([]);
    server.use(
      http.post(gatewayUrl('proxy/user/user-1/photos'), () =>
        HttpResponse.json(
          {
            message: 'Invalid',
            errors: [{ field: 'picture', message: 'The picture is too large: at most 5 MB.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Add photo' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a photo' }));
    await user.upload(dialog.getByLabelText('Choose a picture'), aPng());
    await user.click(await dialog.findByRole('button', { name: 'Upload' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The picture is too large: at most 5 MB.',
    );
    expect(dialog.getByLabelText('Choose another picture')).toBeInTheDocument();
  });

  it('shows the photos in a lightbox carousel, from the one chosen', async () => {
    servePhotos([anApiPhoto(1), anApiPhoto(2), anApiPhoto(3)]);
    const { user } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'View Photo 2' }));
    const lightbox = within(await screen.findByRole('dialog', { name: 'Your photos' }));
    expect(lightbox.getByRole('img', { name: 'Photo 2' })).toBeVisible();
    expect(lightbox.getByText('2 / 3')).toBeVisible();
    await user.click(lightbox.getByRole('button', { name: 'Next image' }));
    expect(lightbox.getByRole('img', { name: 'Photo 3' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(lightbox.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Photo 2' })).toHaveFocus();
  });

  it('deletes a photo after RemovePhoto is confirmed', async () => {
    const photos = servePhotos([anApiPhoto(1), anApiPhoto(2)]);
    server.use(
      http.delete(gatewayUrl('proxy/user/photos/p-1'), () => {
        photos.shift();
        return HttpResponse.json({ photo_uuid: 'p-1', deleted: true });
      }),
    );
    const { user } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Delete Photo 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete photo' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'View Photo 1' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Photo 2' })).toHaveFocus());
  });

  it('says ‘Failed to delete photo’ in the Error modal when the delete fails', async () => {
    servePhotos([anApiPhoto(1)]);
    server.use(
      http.delete(gatewayUrl('proxy/user/photos/p-1'), () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const { user } = renderPhotos();
    await user.click(await screen.findByRole('button', { name: 'Delete Photo 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete photo' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    const error = await screen.findByRole('dialog', { name: 'Error' });
    expect(error).toHaveTextContent('Failed to delete photo');
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Photo 1' })).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  it('offers a retry when the photos cannot load', async () => {
    let fail = true;
    server.use(
      ...signedInAccountHandlers(),
      http.get(gatewayUrl('proxy/user/user-1/photos'), () =>
        fail
          ? HttpResponse.json({ message: 'Down' }, { status: 500 })
          : HttpResponse.json({ items: [anApiPhoto(1)], quota_max: 1 }),
      ),
    );
    const { user } = renderPhotos();
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your photos" }),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'View Photo 1' })).toBeVisible();
  });
});
