import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PictureDropZone } from './PictureDropZone';
import type { Picture } from './pictureFile';
import { aGif, aJpeg, aPng, anSvgNamedJpg } from './pictureTestFiles';

const FORMAT = 'Could not load image, file format is invalid. Supported formats: jpg, png';

/** The drop zone with its picture kept, and the picture's name and type shown to assert on. */
const Harness = () => {
  const [picture, setPicture] = useState<Picture | null>(null);
  return (
    <>
      <PictureDropZone picture={picture} onPicture={setPicture} />
      <output data-testid="picture">
        {picture ? `${picture.file.name} ${picture.type} ${picture.base64}` : 'none'}
      </output>
    </>
  );
};

const zone = () => screen.getByText(/Drag and drop a picture here/).parentElement!;

/** Drops files on the zone as a browser would (a drop event carrying a DataTransfer). */
const drop = async (files: File[]) => {
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  fireEvent.drop(zone(), { dataTransfer });
  // The drop zone reads the files asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 0));
};

const picked = () => screen.getByTestId('picture');

describe('PictureDropZone', () => {
  it('takes a PNG picked with its labelled file input, by Tab and by its label', async () => {
    const { user } = renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Choose a picture');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,.jpg,.jpeg,image/png,.png');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('JPG or PNG, up to 5 MB.');
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, aPng());
    await waitFor(() => expect(picked()).toHaveTextContent(/^look\.png image\/png iVBORw0KGgo/));
    expect(screen.getByLabelText('Choose another picture')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a picked file that is not a JPEG or PNG, in the spec’s words', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Choose a picture'), aGif());
    expect(await screen.findByRole('alert')).toHaveTextContent(FORMAT);
    expect(picked()).toHaveTextContent('none');
    expect(screen.getByLabelText('Choose a picture')).toHaveAccessibleDescription(
      `JPG or PNG, up to 5 MB. ${FORMAT}`,
    );
  });

  it('judges a picture by its bytes: an SVG named .jpg is refused', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Choose a picture'), anSvgNamedJpg());
    expect(await screen.findByRole('alert')).toHaveTextContent(FORMAT);
    expect(picked()).toHaveTextContent('none');
  });

  it('uses the first dropped file only', async () => {
    renderWithProviders(<Harness />);
    await drop([aJpeg('first.jpg'), aPng('second.png')]);
    await waitFor(() => expect(picked()).toHaveTextContent(/^first\.jpg image\/jpeg/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a drop whose first file is not a picture, even when the second is', async () => {
    renderWithProviders(<Harness />);
    await drop([aGif(), aPng()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(FORMAT);
    expect(picked()).toHaveTextContent('none');
  });

  it('refuses a picture over 5 MB with the drop zone’s message, keeping the one chosen', async () => {
    renderWithProviders(<Harness />);
    await drop([aPng('kept.png')]);
    await waitFor(() => expect(picked()).toHaveTextContent(/^kept\.png/));
    await drop([aJpeg('huge.jpg', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('File is larger than 5242880 bytes');
    expect(picked()).toHaveTextContent(/^kept\.png/);
  });

  it('clears the message once a good picture follows', async () => {
    renderWithProviders(<Harness />);
    await drop([aGif()]);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await drop([aPng()]);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(picked()).toHaveTextContent(/^look\.png/);
  });
});
