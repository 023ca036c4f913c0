import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInState } from '@/testing/renderWithProviders';
import { signedInAccountHandlers } from '@/testing/handlers';
import { server } from '@/testing/server';
import { lazyComponent } from '@/ui/lazyComponent';
import { ShellLayout } from './ShellLayout';

const answerAccount = () => server.use(...signedInAccountHandlers());

/** A lazy page whose code arrives when the test says so. */
const slowPage = () => {
  let arrive = () => {};
  const code = new Promise<() => ReactNode>((resolve) => {
    arrive = () => resolve(() => <h1>Next page</h1>);
  });
  return {
    Page: lazyComponent(() => code),
    arrive: () =>
      act(async () => {
        arrive();
        await code;
      }),
  };
};

const Here = () => {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/next')}>
      Go on
    </button>
  );
};

describe('ShellLayout', () => {
  it('keeps the account menu open while the page it was opened over arrives', async () => {
    answerAccount();
    const { Page, arrive } = slowPage();
    const { user } = renderWithProviders(
      <Routes>
        <Route element={<ShellLayout />}>
          <Route path="/here" element={<Here />} />
          <Route path="/next" element={<Page />} />
        </Route>
      </Routes>,
      { route: '/here', preloadedState: signedInState() },
    );
    const toggle = await screen.findByRole('button', { name: 'Account menu for Ada' });

    // A navigation whose page code is still on its way (as after signing up on /login): the
    // router holds it in a transition, so the shell still shows the old location.
    await user.click(screen.getByRole('button', { name: 'Go on' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/here$/);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/next$/);
    expect(screen.getByRole('button', { name: 'Account menu for Ada' })).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });
});
