import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { Modal } from './Modal';

type HarnessProps = { onClose?: () => void; withBodyControls?: boolean; hideTitle?: boolean };

/** A page with an opener, as a modal host would use it. */
const Harness = ({ onClose, withBodyControls = true, hideTitle }: HarnessProps) => {
  const [open, setOpen] = useState(false);
  const handleClose = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          title="Edit profile"
          hideTitle={hideTitle}
          onClose={handleClose}
          footer={<button type="button">Save</button>}
        >
          {withBodyControls ? (
            <>
              <label>
                Name <input />
              </label>
              <a href="/help">Help</a>
            </>
          ) : (
            <p>Nothing to do here.</p>
          )}
        </Modal>
      )}
    </main>
  );
};

const openModal = async (props: HarnessProps = {}) => {
  const rendered = renderWithProviders(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
  return { ...rendered, dialog };
};

describe('Modal', () => {
  it('is a modal dialog labelled by its title', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('keeps a hidden title as the accessible name', async () => {
    const { dialog } = await openModal({ hideTitle: true });
    expect(dialog).toHaveAccessibleName('Edit profile');
    expect(screen.getByRole('heading', { name: 'Edit profile' })).toHaveClass('visually-hidden');
  });

  it('closes with the close button', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.click(dialog);
    await user.click(screen.getByText(/name/i));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the first control in the body', async () => {
    await openModal();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it('focuses the panel when the body has no controls', async () => {
    const { dialog } = await openModal({ withBodyControls: false });
    expect(dialog).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
    await user.tab();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('restores focus to the opener when it closes', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('makes the rest of the page inert and locks scrolling only while open', async () => {
    const { user, container } = await openModal();
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
  });
});
