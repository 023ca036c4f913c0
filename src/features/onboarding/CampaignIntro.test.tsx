import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/renderWithProviders';
import { initialOnboardingState } from './onboardingSlice';

const FIRST_STEP = "Let's get started, what are you looking for?";
const INTRO_TITLE = 'Style for every trimester';

const firstStep = () => screen.findByRole('heading', { level: 1, name: FIRST_STEP });

beforeAll(async () => {
  await import('./OnboardingPage');
});

describe('campaign intro on the quiz', () => {
  it('shows the maternity intro above the first step', { timeout: 15_000 }, async () => {
    const { store } = renderApp({ route: '/onboarding?campaign=maternity' });
    const heading = await firstStep();
    const intro = screen.getByRole('complementary', { name: INTRO_TITLE });
    expect(intro).toHaveTextContent(/stylist will pick comfortable, flattering looks/);
    expect(intro.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The page stores the marker in an effect after its first render.
    await waitFor(() => expect(store.getState().onboarding.source).toBe('maternity'));
  });

  it.each(['/onboarding', '/onboarding?campaign=wedding', '/onboarding?campaign=spring-sale'])(
    'shows no intro at %s',
    { timeout: 15_000 },
    async (route) => {
      renderApp({ route });
      await firstStep();
      expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
      expect(screen.queryByText(INTRO_TITLE)).not.toBeInTheDocument();
    },
  );

  it('shows the intro on the first step only', { timeout: 15_000 }, async () => {
    renderApp({
      route: '/onboarding/department?campaign=maternity',
      preloadedState: { onboarding: { ...initialOnboardingState, needsDone: true } },
    });
    await screen.findByRole('heading', {
      level: 1,
      name: "What's your preferred shopping department?",
    });
    expect(screen.queryByText(INTRO_TITLE)).not.toBeInTheDocument();
  });
});
