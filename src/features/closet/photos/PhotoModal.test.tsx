import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { gatewayUrl } from '@/testing/apiUrls';
import { signedInAccountHandlers } from '@/testing/handlers';
import { holdUpload } from '@/testing/heldUpload';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import type { ApiPhoto } from '../closetPhotos';
import { anApiPhoto } from '../closetTestData';
import { ProfilePage } from '../profile/ProfilePage';
import { aPng } from '../upload/pictureTestFiles';

const FAILED = 'We couldn’t upload the photo. Please try again.';

/** The photos (none until an upload lands) and the upload call, answered by `upload`. */
const servePhotos = (upload: (input: { request: Request }) => Promise<Response> | Response) => {
  const photos: ApiPhoto[] = [];
  server.use(
    ...signedInAccountHandlers(),
    http.get(gatewayUrl('proxy/user/user-1/photos'), () =>
      HttpResponse.json({ items: photos, quota_max: photos.length }),
    ),
    http.post(gatewayUrl('proxy/user/user-1/photos'), async (input) => {
      const response = await upload(input);
      if (response.status === 201) photos.unshift(anApiPhoto(1));
      return response;
    }),
  );
};

const added = () => HttpResponse.json(anApiPhoto(1), { status: 201 });

/** Opens Add a photo on an empty Photos section and chooses a PNG. */
const choosePhoto = async () => {
  const result = renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
    </>,
    { route: '/profile/photos', path: '/profile/*', preloadedState: signedInState() },
  );
  const { user } = result;
  await user.click(await screen.findByRole('button', { name: 'Add a photo' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add a photo' }));
  await user.upload(dialog.getByLabelText('Choose a picture'), aPng('me.png'));
  await dialog.findByRole('img', { name: 'The chosen picture' });
  return { ...result, dialog };
};

describe('Add a photo: an upload the shopper can follow', () => {
  const reports = recordReports();

  it('shows the upload’s progress in percent while it goes, then the photo', async () => {
    const held = holdUpload();
    servePhotos(held.answer);
    const { user, dialog } = await choosePhoto();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    const bar = await dialog.findByRole('progressbar', { name: 'Uploading your photo' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(dialog.getByText(/^\d+%$/)).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Cancel upload' })).toBeVisible();

    held.release(added());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'View Photo 1' })).toBeVisible();
  });

  it('Cancel stops the upload and keeps the chosen picture, to upload again', async () => {
    const held = holdUpload();
    servePhotos(held.answer);
    const { user, dialog } = await choosePhoto();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    await user.click(await dialog.findByRole('button', { name: 'Cancel upload' }));

    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(held.seen.aborted).toBe(1));
    expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    const upload = dialog.getByRole('button', { name: 'Upload' });
    expect(upload).toBeEnabled();
    expect(reports).toEqual([]);

    await user.click(upload);
    await waitFor(() => expect(held.seen.calls).toBe(2));
    held.release(added());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the upload failed, keeps the picture, and Upload tries again', async () => {
    let fail = true;
    servePhotos(() => (fail ? HttpResponse.error() : added()));
    const { user, dialog } = await choosePhoto();
    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(FAILED);
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();

    fail = false;
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'View Photo 1' })).toBeVisible();
  });
});
