import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('shows how much has gone as a labelled progress bar with its percent', () => {
    renderWithProviders(<UploadProgress label="Uploading your photo" percent={42} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading your photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has no value when the service cannot tell how much has gone', () => {
    renderWithProviders(<UploadProgress label="Sending your picture" percent={null} />);
    const bar = screen.getByRole('progressbar', { name: 'Sending your picture' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuetext', 'In progress');
    expect(screen.queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('offers Cancel, named for what it cancels', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <UploadProgress label="Uploading your photo" percent={0} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
