import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ModalHost } from '@/app/layout/ModalHost';
import { StoreToast } from '@/blocks/StoreToast';
import { gatewayUrl } from '@/testing/apiUrls';
import { holdUpload } from '@/testing/heldUpload';
import { recordReports } from '@/testing/reports';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { anApiClosetItem, serveCloset } from '../closetTestData';
import { ProfilePage } from '../profile/ProfilePage';
import { aGif, aPng } from '../upload/pictureTestFiles';

const FORMAT = 'Could not load image, file format is invalid. Supported formats: jpg, png';

/** The closet (empty until the upload lands) and the upload call, whose bodies are kept. */
const serveUpload = (answer: () => Response) => {
  const bodies: Record<string, unknown>[] = [];
  let added = false;
  server.use(
    ...serveCloset(() =>
      added
        ? { items: [anApiClosetItem(9, { type: 'user', name: 'Marlow Tops' })], quota_max: 1 }
        : { items: [], quota_max: 0 },
    ).handlers,
    http.post(gatewayUrl('proxy/item'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const response = answer();
      added = response.status === 201;
      return response;
    }),
  );
  return bodies;
};

const openModal = async () => {
  const result = renderWithProviders(
    <>
      <ProfilePage />
      <ModalHost />
      <StoreToast />
    </>,
    { route: '/profile/closet', path: '/profile/*', preloadedState: signedInState() },
  );
  await screen.findByRole('heading', { name: 'Your closet is empty' });
  await result.user.click(screen.getByRole('button', { name: 'Add item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add an item to your closet' });
  return { ...result, dialog: within(dialog) };
};

describe('AddClosetItem', () => {
  const reports = recordReports();

  it('saves only with a picture and a category, then closes and the item appears', async () => {
    const bodies = serveUpload(() =>
      HttpResponse.json(anApiClosetItem(9, { type: 'user' }), { status: 201 }),
    );
    const { user, dialog } = await openModal();
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(dialog.getByText('Add a picture and choose a category to save.')).toBeVisible();

    await user.upload(dialog.getByLabelText('Choose a picture'), aPng());
    await dialog.findByLabelText('Choose another picture');
    expect(save).toBeDisabled();
    expect(dialog.getByText('Choose a category to save.')).toBeVisible();

    await user.selectOptions(dialog.getByLabelText(/^Category/), 'Tops');
    expect(save).toBeEnabled();
    await user.type(dialog.getByLabelText('Brand (optional)'), '  Marlow ');
    const colours = within(dialog.getByRole('group', { name: 'Colours (optional)' }));
    await user.click(colours.getByLabelText('Black'));
    await user.click(colours.getByLabelText('Red'));
    await user.click(colours.getByLabelText('Black'));
    const seasons = within(dialog.getByRole('group', { name: 'Seasons (optional)' }));
    await user.click(seasons.getByLabelText('Winter'));
    await user.click(seasons.getByLabelText('Fall'));
    await user.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        type: 'user',
        picture: expect.stringMatching(/^iVBORw0KGgo/),
        category: 'tops',
        brand: 'Marlow',
        colors: ['red'],
        seasons: ['winter', 'fall'],
        owner_uuid: 'user-1',
      },
    ]);
    expect(await screen.findByRole('article', { name: 'Marlow Tops' })).toBeVisible();
    expect(screen.getByText('Item successfully added to your closet')).toBeVisible();
    expect(reports).toHaveLength(0);
  });

  it('keeps the dialog and everything in it when saving fails, with the server’s words', async () => {
    let answer = () =>
      HttpResponse.json(
        {
          message: 'Invalid',
          errors: [{ field: 'brand', message: 'The brand can be at most 60 characters.' }],
        },
        { status: 400 },
      );
    const bodies = serveUpload(() => answer());
    const { user, dialog } = await openModal();
    await user.upload(dialog.getByLabelText('Choose a picture'), aPng());
    await user.selectOptions(dialog.getByLabelText(/^Category/), 'Shoes');
    await user.type(dialog.getByLabelText('Brand (optional)'), 'Marlow');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await dialog.findByText('The brand can be at most 60 characters.')).toBeVisible();
    expect(dialog.getByLabelText('Brand (optional)')).toHaveValue('Marlow');
    expect(dialog.getByLabelText(/^Category/)).toHaveValue('shoes');
    expect(dialog.getByLabelText('Choose another picture')).toBeInTheDocument();

    // A refusal in words of its own: those words.
    const full = 'Your closet holds up to 1,000 of your own items. Remove one to add another.';
    answer = () => HttpResponse.json({ message: full, code: 'closet_full' }, { status: 409 });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(full);
    expect(bodies).toHaveLength(2);
  });

  it.each([
    [
      'the server’s catch-all 500',
      () =>
        HttpResponse.json(
          { message: 'Something went wrong. Please try again.', code: 'internal_error' },
          { status: 500 },
        ),
    ],
    ['a network failure', () => HttpResponse.error()],
  ])('says the spec’s add-to-closet failure for %s, and Save tries again', async (_case, fail) => {
    let answer: () => Response = fail;
    const bodies = serveUpload(() => answer());
    const { user, dialog } = await openModal();
    await user.upload(dialog.getByLabelText('Choose a picture'), aPng());
    await user.selectOptions(dialog.getByLabelText(/^Category/), 'Shoes');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later.',
    );
    expect(screen.getByRole('dialog', { name: 'Add an item to your closet' })).toBeVisible();

    answer = () => HttpResponse.json(anApiClosetItem(9, { type: 'user' }), { status: 201 });
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(2);
  });

  it('shows the upload’s progress with Cancel, which keeps everything chosen to save again', async () => {
    const held = holdUpload();
    server.use(
      ...serveCloset(() => ({ items: [], quota_max: 0 })).handlers,
      http.post(gatewayUrl('proxy/item'), held.answer),
    );
    const { user, dialog } = await openModal();
    await user.upload(dialog.getByLabelText('Choose a picture'), aPng());
    await user.selectOptions(dialog.getByLabelText(/^Category/), 'Shoes');
    await user.type(dialog.getByLabelText('Brand (optional)'), 'Veda');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const bar = await dialog.findByRole('progressbar', { name: 'Uploading your item' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(dialog.getByText(/^\d+%$/)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(held.seen.aborted).toBe(1));
    expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'The chosen picture' })).toBeVisible();
    expect(dialog.getByLabelText(/^Category/)).toHaveValue('shoes');
    expect(dialog.getByLabelText('Brand (optional)')).toHaveValue('Veda');
    expect(reports).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(held.seen.calls).toBe(2));
    held.release(HttpResponse.json(anApiClosetItem(9, { type: 'user' }), { status: 201 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a picture that is not a jpg or png, and Save stays off', async () => {
    serveUpload(() => HttpResponse.json({}, { status: 201 }));
    const { user, dialog } = await openModal();
    await user.selectOptions(dialog.getByLabelText(/^Category/), 'Tops');
    // The picker offers jpg and png only; a file dragged in is checked all the same.
    const input = dialog.getByLabelText('Choose a picture');
    Object.defineProperty(input, 'files', { configurable: true, value: [aGif()] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(FORMAT);
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('closes with Cancel and Escape without saving', async () => {
    const bodies = serveUpload(() => HttpResponse.json({}, { status: 201 }));
    const { user, dialog } = await openModal();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await screen.findByRole('dialog', { name: 'Add an item to your closet' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });
});
