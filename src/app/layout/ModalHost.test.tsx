import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { modalOpened } from '@/blocks/modals/uiSlice';
import { modalRegistry } from '../modalRegistry';
import { ModalHost } from './ModalHost';

describe('ModalHost', () => {
  const reports = recordReports();

  it('opens the Error modal from the ui slice and closes it with OK', async () => {
    const { store, user } = renderWithProviders(<ModalHost />);
    store.dispatch(modalOpened({ type: 'Error', modalProps: { text: 'Failed to delete photo' } }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Failed to delete photo');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().ui.modal).toEqual({ type: null, modalProps: {}, isVisible: false });
  });

  it('reports and closes a modal type that has no component yet', async () => {
    // Every type has its component now; take one out for the test.
    const registered = modalRegistry.Photo;
    delete modalRegistry.Photo;
    try {
      const { store } = renderWithProviders(<ModalHost />);
      store.dispatch(modalOpened({ type: 'Photo' }));
      await waitFor(() => expect(store.getState().ui.modal.isVisible).toBe(false));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(reports).toHaveLength(1);
    } finally {
      modalRegistry.Photo = registered;
    }
  });
});
