import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { holdUpload } from '@/testing/heldUpload';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiProfile } from '../settingsTestData';
import { PersonalInfoTab } from './PersonalInfoTab';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 7];
const FAILED = 'We couldn’t upload your picture. Please try again.';

/** user-1's profile and the picture upload, answered by `upload`; the bytes sent are kept. */
const serveUpload = (upload: (input: { request: Request }) => Promise<Response> | Response) => {
  const sizes: number[] = [];
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(anApiProfile())),
    http.post(gatewayUrl('proxy/user/user-profile-picture/web/user-1'), async (input) => {
      const picture = (await input.request.clone().formData()).get('picture') as Blob;
      sizes.push(picture.size);
      return upload(input);
    }),
  );
  return sizes;
};

const updated = () => HttpResponse.json(anApiProfile({ profile_picture: '/media/u/new.png' }));

const chooseAPicture = async () => {
  const result = renderWithProviders(<PersonalInfoTab />, { preloadedState: signedInState() });
  const input = await screen.findByLabelText('Add a profile picture');
  await result.user.upload(input, new File([new Uint8Array(PNG)], 'me.png', { type: 'image/png' }));
  return result;
};

describe('ProfilePictureField: an upload the shopper can follow', () => {
  const reports = recordReports();

  it('shows the upload’s progress; Cancel stops it and Try again sends the same picture', async () => {
    const held = holdUpload();
    const sizes = serveUpload(held.answer);
    const { user, store } = await chooseAPicture();

    const bar = await screen.findByRole('progressbar', { name: 'Uploading your profile picture' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(screen.getByText(/^\d+%$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(held.seen.aborted).toBe(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Upload cancelled.')).toBeVisible();
    expect(reports).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(held.seen.calls).toBe(2));
    held.release(updated());
    await waitFor(() =>
      expect(store.getState().ui.toast.content).toBe('Your profile picture is updated.'),
    );
    expect(sizes).toEqual([PNG.length, PNG.length]);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says the upload failed and keeps the picture: Try again sends it', async () => {
    let fail = true;
    const sizes = serveUpload(() => (fail ? HttpResponse.error() : updated()));
    const { user, store } = await chooseAPicture();

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(store.getState().ui.toast.content).toBe('Your profile picture is updated.'),
    );
    expect(sizes).toEqual([PNG.length, PNG.length]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
