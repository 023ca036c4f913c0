import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { SkeletonGrid } from './Skeleton';
import { FullPageSpinner, Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with a default label', () => {
    renderWithProviders(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('takes a label, also full page', () => {
    renderWithProviders(<FullPageSpinner label="Loading stylists" />);
    expect(screen.getByRole('status', { name: 'Loading stylists' })).toBeInTheDocument();
  });
});

describe('SkeletonGrid', () => {
  it('renders count hidden placeholders', () => {
    renderWithProviders(<SkeletonGrid count={4} />);
    const grid = screen.getByTestId('skeleton-grid');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(grid.children).toHaveLength(4);
  });
});
