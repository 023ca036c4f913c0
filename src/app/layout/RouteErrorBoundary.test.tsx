import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const Broken = ({ message }: { message: string }): never => {
  throw new Error(message);
};

describe('RouteErrorBoundary', () => {
  const reports = recordReports();

  it('shows a friendly screen with a way home instead of a blank page, and reports', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RouteErrorBoundary resetKey="/feed">
        <Broken message="Cannot read properties of undefined" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(reports).toHaveLength(1);
  });

  it('asks for a reload when a page chunk cannot be fetched after a deploy', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <RouteErrorBoundary resetKey="/feed">
        <Broken message="Failed to fetch dynamically imported module: /app/assets/Feed-1.js" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'A new version is available' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('clears the error when the shopper navigates elsewhere', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Harness = () => {
      const [path, setPath] = useState('/feed');
      return (
        <>
          <button onClick={() => setPath('/pricing')}>Pricing</button>
          <RouteErrorBoundary resetKey={path}>
            {path === '/feed' ? <Broken message="boom" /> : <p>Plans and prices</p>}
          </RouteErrorBoundary>
        </>
      );
    };
    const { user } = renderWithProviders(<Harness />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pricing' }));
    expect(screen.getByText('Plans and prices')).toBeInTheDocument();
  });
});
