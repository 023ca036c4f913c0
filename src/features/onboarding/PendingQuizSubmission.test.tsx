import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@/api/authSlice';
import { makePersistedStore, type RootState } from '@/app/store';
import { initTracking } from '@/services/tracking';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { initialOnboardingState, type OnboardingState } from './onboardingSlice';
import type { QuizResult } from './quizTypes';

const location = () => screen.getByTestId('location').textContent;

/** A man who has answered all but the last of his 3 mood boards. */
const lastStyleLeft = (state: Partial<OnboardingState> = {}): OnboardingState => ({
  ...initialOnboardingState,
  needs: { 'date-night': { key: 'date-night', text: 'Date-night outfits' } },
  needsDone: true,
  department: 'male',
  styles: { classic: 2, rugged: 0 },
  source: 'wedding',
  ...state,
});

/** Records the quiz POSTs; the shell's signed-in calls answer; /match stays on its loader. */
const quizServer = (
  answer: (call: number) => Response = () => HttpResponse.json({ matches: 3 }),
) => {
  const posts: { uid: string; body: QuizResult }[] = [];
  server.use(
    http.post(gatewayUrl('proxy/user/:uid/onboarding'), async ({ request, params }) => {
      posts.push({ uid: String(params.uid), body: (await request.json()) as QuizResult });
      return answer(posts.length);
    }),
    http.get(gatewayUrl('proxy/user/:uid'), () =>
      HttpResponse.json({
        user_uuid: 'user-1',
        first_name: 'Ada',
        last_name: 'L',
        email: 'a@b.co',
      }),
    ),
    http.get(gatewayUrl('proxy/user/:uid/cart'), () => HttpResponse.json({ items: [] })),
    http.get(gatewayUrl('proxy/user/:uid/bestMatchesNew'), () => delay('infinite')),
  );
  return posts;
};

const expectedResult: QuizResult = {
  needs: ['date-night'],
  gender: 'male',
  tag_uuids: [],
  styles: [
    { name: 'classic', rate: 2 },
    { name: 'rugged', rate: 0 },
    { name: 'sporty', rate: 2 },
  ],
  source: 'wedding',
};

// The page and the Signup modal load lazily; import them once up front so a cold import on a
// busy machine is not charged to one test's time limit.
beforeAll(async () => {
  await Promise.all([import('./OnboardingPage'), import('@/features/accounts/SignupModal')]);
});

/** Time limit for tests that walk the whole app shell through several screens. */
const JOURNEY = { timeout: 15_000 };

type TrackingWindow = Window & { dataLayer?: Record<string, unknown>[] };

afterEach(() => {
  initTracking({ gtmId: null, adPixelId: null, emailMarketingKey: null });
  delete (window as TrackingWindow).dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('finishing the quiz', () => {
  const reports = recordReports();

  // The longest journey here (quiz end, Signup, sign-in, /match): room for a busy CI machine.
  it(
    'asks a visitor to sign up, then submits once after sign-in and opens /match',
    JOURNEY,
    async () => {
      initTracking({ gtmId: 'GTM-TEST', adPixelId: null, emailMarketingKey: null });
      const posts = quizServer();
      const { user, store } = renderApp({
        route: '/onboarding/styles/2',
        preloadedState: { onboarding: lastStyleLeft() },
      });
      await user.click(await screen.findByRole('button', { name: 'LOVE IT' }));

      expect(store.getState().ui.modal).toMatchObject({
        type: 'Signup',
        modalProps: {
          variant: 'unlock',
          element: 'take quiz click',
          source: 'onboarding',
          redirectUrl: '/onboarding/styles/2',
        },
      });
      expect(store.getState().onboarding.preferredStyles).toEqual(['classic', 'sporty']);
      expect((window as TrackingWindow).dataLayer).toContainEqual(
        expect.objectContaining({ event: 'meet_my_match_click', department: 'male' }),
      );
      expect(posts).toHaveLength(0);

      act(() => {
        store.dispatch(signedIn({ apiToken: 'token-1', userId: 'user-1' }));
      });
      await waitFor(() => expect(location()).toBe('/match'));
      expect(posts).toEqual([{ uid: 'user-1', body: expectedResult }]);
      expect(store.getState().onboarding.status).toBe('submitted');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(posts).toHaveLength(1);
      expect(reports).toHaveLength(0);
    },
  );

  it('lets a visitor who closed the sign-up open it again', async () => {
    const { user, store } = renderApp({
      route: '/onboarding/styles/2',
      preloadedState: { onboarding: lastStyleLeft() },
    });
    await user.click(await screen.findByRole('button', { name: 'NO' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(
      await screen.findByRole('heading', { name: 'Your stylist matches are ready' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meet my match' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(store.getState().ui.modal.modalProps).toMatchObject({ variant: 'unlock' });
  });

  it('submits at once for a signed-in shopper and opens /match', async () => {
    const posts = quizServer();
    const { user } = renderApp({
      route: '/onboarding/styles/2',
      preloadedState: { ...signedInState(), onboarding: lastStyleLeft() },
    });
    await user.click(await screen.findByRole('button', { name: 'LOVE IT' }));
    await waitFor(() => expect(location()).toBe('/match'));
    expect(posts).toEqual([{ uid: 'user-1', body: expectedResult }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the answers when sending fails, and sends them again on retry', async () => {
    const posts = quizServer((call) =>
      call === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ matches: 2 }),
    );
    const { user, store } = renderApp({
      route: '/onboarding/styles/2',
      preloadedState: { ...signedInState(), onboarding: lastStyleLeft() },
    });
    await user.click(await screen.findByRole('button', { name: 'LOVE IT' }));
    expect(
      await screen.findByRole('heading', { name: "We couldn't save your answers" }),
    ).toBeInTheDocument();
    expect(store.getState().onboarding).toMatchObject({
      status: 'finished',
      styles: { sporty: 2 },
    });
    expect(reports).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/match'));
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(expectedResult);
  });
});

describe('quiz persistence', () => {
  const rehydrated = async () => {
    const { store, persistor } = makePersistedStore();
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    return { store, persistor };
  };

  it('survives a reload in session storage (not local storage)', async () => {
    const first = await rehydrated();
    const { user } = renderApp({ route: '/onboarding?campaign=wedding', store: first.store });
    await user.click(await screen.findByRole('button', { name: 'Outfits for work' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Women' }));
    await screen.findByRole('heading', { name: 'Which body types describe you best?' });
    await first.persistor.flush();
    cleanup();

    expect(sessionStorage.getItem('persist:onboarding')).toContain('work-wardrobe');
    expect(localStorage.getItem('persist:onboarding')).toBeNull();

    const second = await rehydrated();
    renderApp({ route: '/onboarding/bodyTypes', store: second.store });
    expect(
      await screen.findByRole('heading', { name: 'Which body types describe you best?' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/onboarding/bodyTypes');
    expect(second.store.getState().onboarding).toMatchObject({
      department: 'female',
      needsDone: true,
      source: 'wedding',
      needs: { 'work-wardrobe': { key: 'work-wardrobe', text: 'Outfits for work' } },
    } satisfies Partial<RootState['onboarding']>);
  });
});
