import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RootState } from '@/app/store';
import { rootUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { initialOnboardingState, type OnboardingState } from './onboardingSlice';
import { testMoodBoards } from '@/testing/quizTestData';

const location = () => screen.getByTestId('location').textContent;

const quiz = (state: Partial<OnboardingState>): Partial<RootState> => ({
  onboarding: { ...initialOnboardingState, ...state },
});

const atStyles = (state: Partial<OnboardingState> = {}) =>
  quiz({ needsDone: true, department: 'female', bodyTypesDone: true, ...state });

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

// The page loads lazily; import it once up front so a cold import on a busy machine is not
// charged to the first test's time limit.
beforeAll(async () => {
  await import('./OnboardingPage');
});

/** Time limit for tests that walk the app shell through several steps, on a busy machine. */
const JOURNEY = { timeout: 15_000 };

describe('onboarding quiz steps', () => {
  const reports = recordReports();

  it(
    'asks for needs first; the button reads Skip until one is chosen, then Next',
    JOURNEY,
    async () => {
      const { user, store } = renderApp({ route: '/onboarding' });
      expect(await heading("Let's get started, what are you looking for?")).toBeInTheDocument();
      expect(screen.getByText('Check any that apply:')).toBeInTheDocument();
      expect(screen.getByText('Step 1 out of 4: Needs')).toBeInTheDocument();

      const chip = await screen.findByRole('button', { name: 'Outfits for work' });
      expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
      await user.click(chip);
      expect(chip).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
      await user.click(chip);
      expect(chip).toHaveAttribute('aria-pressed', 'false');
      await user.click(chip);

      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await heading("What's your preferred shopping department?")).toHaveFocus();
      expect(location()).toBe('/onboarding/department');
      expect(store.getState().onboarding.needs).toEqual({
        'work-wardrobe': { key: 'work-wardrobe', text: 'Outfits for work' },
      });
    },
  );

  it('moves on as soon as a department is chosen; women get the body types', JOURNEY, async () => {
    const { user, store } = renderApp({
      route: '/onboarding/department',
      ...{ preloadedState: quiz({ needsDone: true }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Women' }));
    expect(await heading('Which body types describe you best?')).toHaveFocus();
    expect(location()).toBe('/onboarding/bodyTypes');
    expect(screen.getByText('Step 3 out of 4: Body Type')).toBeInTheDocument();
    expect(store.getState().onboarding.department).toBe('female');

    await user.click(await screen.findByRole('button', { name: 'Petite' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await heading('Do you wear Classic style')).toBeInTheDocument();
    expect(location()).toBe('/onboarding/styles');
    expect(store.getState().onboarding.bodyTypes).toEqual({
      'body-petite': { uuid: 'body-petite', name: 'Petite' },
    });
  });

  it('takes men from department straight to the styles, in 3 steps', async () => {
    const { user } = renderApp({
      route: '/onboarding/department',
      preloadedState: quiz({ needsDone: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Men' }));
    expect(await heading('Do you wear Classic style')).toBeInTheDocument();
    expect(location()).toBe('/onboarding/styles');
    expect(screen.getByText('Step 3 out of 3: Styles')).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Quiz progress' });
    expect(within(progress).queryByText(/Body Type/)).not.toBeInTheDocument();
  });

  it('sends men asking for body types to the styles', async () => {
    renderApp({
      route: '/onboarding/bodyTypes',
      preloadedState: quiz({ needsDone: true, department: 'male' }),
    });
    expect(await heading('Do you wear Classic style')).toBeInTheDocument();
    expect(location()).toBe('/onboarding/styles');
  });

  it.each([
    ['/onboarding/styles', '/onboarding/department', quiz({ needsDone: true })],
    ['/onboarding/styles/4', '/onboarding/needs', quiz({})],
    [
      '/onboarding/styles/6',
      '/onboarding/styles/2',
      atStyles({ styles: { classic: 2, bohemian: 1 } }),
    ],
    ['/onboarding/handbags', '/onboarding/department', quiz({ needsDone: true })],
    ['/onboarding/style', '/onboarding/styles', quiz({ needsDone: true, department: 'male' })],
  ])('sends %s to %s', async (route, expected, preloadedState) => {
    renderApp({ route, preloadedState });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(location()).toBe(expected);
  });

  it('links the progress dots of earlier steps only', async () => {
    const { user } = renderApp({ route: '/onboarding/bodyTypes', preloadedState: atStyles() });
    const progress = await screen.findByRole('navigation', { name: 'Quiz progress' });
    expect(
      within(progress)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['Back to Step 1: Needs', 'Back to Step 2: Department']);
    expect(within(progress).getByText('Body Type').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await user.click(within(progress).getByRole('link', { name: 'Back to Step 1: Needs' }));
    expect(location()).toBe('/onboarding/needs');
  });

  it('advances one style per answer, and finishes on the last one', JOURNEY, async () => {
    const boards = testMoodBoards.male;
    const { user, store } = renderApp({
      route: '/onboarding/styles',
      preloadedState: quiz({ needsDone: true, department: 'male' }),
    });
    expect(
      await screen.findByRole('img', { name: 'Classic style mood board' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'LOVE IT' }));
    expect(await heading('Do you wear Rugged style')).toHaveFocus();
    expect(location()).toBe('/onboarding/styles/1');
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(await heading('Do you wear Sporty style')).toBeInTheDocument();
    expect(screen.getByText(`Style 3 of ${boards.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SOMETIMES' }));

    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(store.getState().onboarding).toMatchObject({
      status: 'finished',
      styles: { classic: 2, rugged: 0, sporty: 1 },
      preferredStyles: ['classic'],
    });
  });

  it('offers Skip / Meet my match only once more than 5 styles are answered', async () => {
    const five = { classic: 2, bohemian: 1, minimalist: 0, edgy: 0, romantic: 2 } as const;
    const { user, store } = renderApp({
      route: '/onboarding/styles/5',
      preloadedState: atStyles({ styles: five }),
    });
    await heading('Do you wear Sporty style');
    expect(screen.queryByRole('button', { name: /Meet my match/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'LOVE IT' }));
    await heading('Do you wear Glam style');
    await user.click(screen.getByRole('button', { name: 'Skip & Meet my match' }));
    expect(store.getState().onboarding).toMatchObject({
      status: 'finished',
      preferredStyles: ['classic', 'romantic', 'sporty'],
    });
  });

  it('shows placeholders while the choices load, and a retry when they fail', async () => {
    let calls = 0;
    server.use(
      http.get(rootUrl('user/onboarding/needs'), async () => {
        calls += 1;
        await delay(150);
        return calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ items: [{ key: 'vacation', text: 'Vacation looks' }] });
      }),
    );
    const { user } = renderApp({ route: '/onboarding/needs' });
    expect(await screen.findByTestId('chips-skeleton')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Vacation looks' })).toBeInTheDocument();
    expect(reports).toHaveLength(1);
  });

  it('offers a retry when the mood boards fail', async () => {
    server.use(
      http.get(rootUrl('user/onboarding/moodboards'), () => HttpResponse.json({}, { status: 503 })),
    );
    renderApp({ route: '/onboarding/styles', preloadedState: atStyles() });
    expect(
      await screen.findByRole('heading', { name: "We couldn't load the styles" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
