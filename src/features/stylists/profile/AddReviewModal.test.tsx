import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUrl } from '@/testing/apiUrls';
import { holdUpload } from '@/testing/heldUpload';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { recordReports } from '@/testing/reports';
import { server } from '@/testing/server';
import { AddReviewModal } from './AddReviewModal';
import { profileApi } from './profileApi';

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0xff, 0xd9]);
const jpeg = () => new File([JPEG_BYTES], 'coat.jpg', { type: 'image/jpeg' });

const renderModal = () => {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <AddReviewModal stylistId="s-1" stylistName="Ann" onClose={onClose} />,
    { preloadedState: signedInState() },
  );
  return { ...result, onClose };
};

/** Answers the review POST with `answer`, keeping each body sent. */
const answerReview = (answer: () => Response) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(gatewayUrl('proxy/stylist/s-1/review'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
};

describe('AddReviewModal', () => {
  const reports = recordReports();

  it('opens the text and the photo once there is a rating, and only then sends', async () => {
    const { user } = renderModal();
    expect(screen.getByLabelText('Your review (optional)')).toBeDisabled();
    expect(screen.getByLabelText(/Add a photo/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.getByLabelText('Your review (optional)')).toBeEnabled();
    expect(screen.getByLabelText(/Add a photo/)).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled();
  });

  it('sends the rating, the text and the JPEG, opens Tip for the stylist, and the reviews refresh', async () => {
    const bodies = answerReview(() => HttpResponse.json({ uuid: 'r-1' }, { status: 201 }));
    let reviewReads = 0;
    server.use(
      http.get(gatewayUrl('proxy/stylist/s-1/reviews'), () => {
        reviewReads += 1;
        return HttpResponse.json({ reviews: [], total: 0 });
      }),
    );
    const { user, store } = renderModal();
    void store.dispatch(
      profileApi.endpoints.getStylistReviews.initiate({ stylistId: 's-1', page: 0 }),
    );
    await waitFor(() => expect(reviewReads).toBe(1));

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), '  Found my coat!  ');
    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    expect(await screen.findByRole('img', { name: 'Your photo, coat.jpg' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    await waitFor(() =>
      expect(store.getState().ui.modal).toEqual({
        type: 'Tip',
        modalProps: { stylistId: 's-1', stylistName: 'Ann', reviewed: true },
        isVisible: true,
      }),
    );
    expect(bodies).toEqual([
      {
        user_uuid: 'user-1',
        rate: 4,
        description: 'Found my coat!',
        picture: expect.stringMatching(/^data:image\/jpeg;base64,/) as string,
      },
    ]);
    await waitFor(() => expect(reviewReads).toBe(2));
    expect(reports).toHaveLength(0);
  });

  it('shows the review’s progress while its photo goes; Cancel keeps the form to send again', async () => {
    const held = holdUpload();
    server.use(http.post(gatewayUrl('proxy/stylist/s-1/review'), held.answer));
    const { user, store } = renderModal();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Found my coat!');
    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    await screen.findByRole('img', { name: 'Your photo, coat.jpg' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));

    const bar = await screen.findByRole('progressbar', { name: 'Sending your review' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(screen.getByText(/^\d+%$/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    await waitFor(() => expect(held.seen.aborted).toBe(1));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your photo, coat.jpg' })).toBeVisible();
    expect(screen.getByLabelText('Your review (optional)')).toHaveValue('Found my coat!');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(reports).toEqual([]);
    expect(store.getState().ui.modal.type).not.toBe('Tip');

    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(held.seen.calls).toBe(2));
    held.release(HttpResponse.json({ uuid: 'r-1' }, { status: 201 }));
    await waitFor(() => expect(store.getState().ui.modal.type).toBe('Tip'));
  });

  it('keeps the photo when sending fails, and sending again works', async () => {
    let fail = true;
    const bodies = answerReview(() =>
      fail ? HttpResponse.error() : HttpResponse.json({ uuid: 'r-1' }, { status: 201 }),
    );
    const { user, store } = renderModal();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    await screen.findByRole('img', { name: 'Your photo, coat.jpg' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(
        reports.map(({ error }) => (error instanceof Error ? error.message : String(error))),
      ).toContain("Couldn't submit review"),
    );
    expect(screen.getByRole('img', { name: 'Your photo, coat.jpg' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(store.getState().ui.modal.type).toBe('Tip'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.picture).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses a photo that is not a JPEG before sending anything', async () => {
    const bodies = answerReview(() => HttpResponse.json({}, { status: 201 }));
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    const png = new File([new Uint8Array([0x89, 0x50])], 'a.png', { type: 'image/png' });
    // What a browser lets through when the picker is told "all files".
    fireEvent.change(screen.getByLabelText(/Add a photo/), { target: { files: [png] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG.');
    expect(bodies).toEqual([]);
  });

  it('refuses a JPEG over 700 KB, and a good one picked next clears the message', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    const big = new File([new Uint8Array(700 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Add a photo/), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo is too large: at most 700 KB.',
    );
    expect(screen.getByLabelText(/Add a photo/)).toHaveAccessibleDescription(
      'The photo is too large: at most 700 KB.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    expect(await screen.findByRole('img', { name: 'Your photo, coat.jpg' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s field error under the review text', async () => {
    answerReview(() =>
      HttpResponse.json(
        {
          message: 'A review is at most 2,000 characters.',
          errors: [{ field: 'description', message: 'A review is at most 2,000 characters.' }],
        },
        { status: 400 },
      ),
    );
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    await user.type(screen.getByLabelText('Your review (optional)'), 'Fine');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your review (optional)')).toHaveAccessibleDescription(
        'A review is at most 2,000 characters.',
      ),
    );
    expect(reports).toHaveLength(0);
  });

  it('shows the server’s field error under its field, and reports any other failure silently', async () => {
    let answer = () =>
      HttpResponse.json(
        {
          message: 'The photo must be a JPEG.',
          errors: [{ field: 'picture', message: 'The photo must be a JPEG.' }],
        },
        { status: 400 },
      );
    answerReview(() => answer());
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    await screen.findByRole('img', { name: 'Your photo, coat.jpg' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG.');

    answer = () => HttpResponse.json({ message: 'Down' }, { status: 503 });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(
        reports.map(({ error }) => (error instanceof Error ? error.message : String(error))),
      ).toContain("Couldn't submit review"),
    );
    // The spec shows nothing for it: the form stays as it was, to send again.
    expect(screen.getByRole('dialog', { name: 'Review Ann' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit review' })).toBeEnabled(),
    );
  });

  it('shows why the server would not store the photo (the account or the disk is full)', async () => {
    const QUOTA =
      'There is no more room for your pictures: an account keeps up to 500 MB of them. ' +
      'Remove some photos or closet items, then try again.';
    let answer = () =>
      HttpResponse.json({ message: QUOTA, code: 'storage_quota_exceeded' }, { status: 413 });
    answerReview(() => answer());
    const { user } = renderModal();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.upload(screen.getByLabelText(/Add a photo/), jpeg());
    await screen.findByRole('img', { name: 'Your photo, coat.jpg' });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTA);

    const FULL = "We can't store pictures right now. Please try again later.";
    answer = () => HttpResponse.json({ message: FULL, code: 'storage_full' }, { status: 507 });
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(FULL));
  });
});
