import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, useState } from 'react';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { recordReports } from '@/testing/reports';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { lazyComponent } from '@/ui/lazyComponent';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const Broken = ({ message }: { message: string }): never => {
  throw new Error(message);
};

const chunkUrl = 'http://localhost:3000/app/assets/OurStoryPage-1.js';
const chunkError = () => new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`);

/** A lazy page whose code fails to arrive until `reachable` is set, like a page offline. */
const flakyPage = () => {
  const network = { reachable: false, loads: 0 };
  const Page = lazyComponent(() => {
    network.loads += 1;
    return network.reachable
      ? Promise.resolve(() => <h1>Our Story</h1>)
      : Promise.reject(chunkError());
  });
  const ui = (
    <RouteErrorBoundary resetKey="/our-story">
      <Suspense fallback={<p>Loading the page</p>}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
  return { network, ui };
};

const goOnline = (onLine: MockInstance<() => boolean>) => {
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
};

describe('RouteErrorBoundary', () => {
  const reports = recordReports();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sessionStorage.removeItem('app:preload-error-reload-at');
  });

  it('shows a friendly screen with a way home instead of a blank page, and reports', () => {
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

  it('offers a reload when the page code is still gone after the one reload of a deploy', async () => {
    sessionStorage.setItem('app:preload-error-reload-at', String(Date.now()));
    server.use(http.head(chunkUrl, () => new HttpResponse(null, { status: 404 })));
    renderWithProviders(
      <RouteErrorBoundary resetKey="/our-story">
        <Broken message={chunkError().message} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'A new version is available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('offline, offers a retry and shows the page by itself once back online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { network, ui } = flakyPage();
    renderWithProviders(ui);

    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(network.loads).toBe(1);

    network.reachable = true;
    goOnline(onLine);
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(network.loads).toBe(2);
    expect(reports).toHaveLength(0);
  });

  it('offline again when the connection returns, keeps the retry screen and tries again later', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.head(chunkUrl, () => HttpResponse.error()));
    const { network, ui } = flakyPage();
    const { user } = renderWithProviders(ui);
    await screen.findByRole('heading', { name: "You're offline" });

    // Back "online", but the page's code still cannot be fetched: a dropped connection.
    goOnline(onLine);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load this page" }),
    ).toBeInTheDocument();
    expect(network.loads).toBe(2);

    network.reachable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Our Story' })).toBeInTheDocument();
    expect(network.loads).toBe(3);
  });

  it('reloads once when a retry fails again though the server has the code (the browser kept the failure)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.head(chunkUrl, () => new HttpResponse(null, { status: 200 })));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { network, ui } = flakyPage();
    renderWithProviders(ui);
    await screen.findByRole('heading', { name: "You're offline" });

    // Back online and the server has the code, but this document still fails to load it.
    goOnline(onLine);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(network.loads).toBe(2);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('clears the error when the shopper navigates elsewhere', async () => {
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
