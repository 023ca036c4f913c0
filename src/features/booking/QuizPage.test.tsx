import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { renderApp, signedInState } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { aSession, bookingHandlers } from './bookingTestData';

const mountQuiz = vi.hoisted(() => vi.fn());
vi.mock('@/services/quizSdk', () => ({ mountQuiz }));

const reports = recordReports();
const location = () => new URL(screen.getByTestId('location').textContent ?? '', 'http://x');

const serveSession = (
  user = { user_uuid: 'user-1', first_name: 'Ada', last_name: 'L', email: 'a@b.co' },
) => {
  const answers: unknown[] = [];
  server.use(...bookingHandlers());
  server.use(
    http.get(gatewayUrl('proxy/user/user-1'), () => HttpResponse.json(user)),
    http.get(gatewayUrl('session/req-1'), () => HttpResponse.json(aSession())),
    http.get(gatewayUrl('proxy/user/user-1/quizSession'), () =>
      HttpResponse.json({ sessionToken: 'quiz-token' }),
    ),
    http.post(gatewayUrl('proxy/session/req-1/questionnaire'), async ({ request }) => {
      answers.push(await request.json());
      return HttpResponse.json(aSession({ questionnaireAnswered: true }));
    }),
  );
  return answers;
};

const renderQuiz = () =>
  renderApp({ route: '/quiz?requestId=req-1', preloadedState: signedInState() });

const configure = (scriptUrl: string | null, partnerToken: string | null) => {
  const saved = { scriptUrl: env.quizSdkUrl, partnerToken: env.quizPartnerToken };
  env.quizSdkUrl = scriptUrl;
  env.quizPartnerToken = partnerToken;
  return () => {
    env.quizSdkUrl = saved.scriptUrl;
    env.quizPartnerToken = saved.partnerToken;
  };
};

let restore = () => {};
afterEach(() => {
  restore();
  mountQuiz.mockReset();
});
beforeAll(() => import('./QuizPage'));

describe('QuizPage without a quiz SDK', () => {
  it('sends the built-in questionnaire to the stylist, then opens the session chat', async () => {
    const answers = serveSession();
    const { user } = renderQuiz();
    const send = await screen.findByRole('button', { name: 'Send to Ana' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('What are you dressing for?'), 'A wedding in June');
    await user.selectOptions(
      screen.getByLabelText('What would you like to spend per item?'),
      '$50 to $150',
    );
    await user.click(send);
    // The chat page's code loads first (a lazy route): room for a busy machine.
    await vi.waitFor(() => expect(location().pathname).toBe('/chat/s-1/user-1'), {
      timeout: 5_000,
    });
    expect(answers).toEqual([
      {
        answers: [
          { question: 'What are you dressing for?', answer: 'A wedding in June' },
          { question: 'What would you like to spend per item?', answer: '$50 to $150' },
        ],
      },
    ]);
  });

  it('keeps the answers and says so when they cannot be sent', async () => {
    serveSession();
    server.use(
      http.post(gatewayUrl('proxy/session/req-1/questionnaire'), () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const { user } = renderQuiz();
    const field = await screen.findByLabelText('What sizes do you wear?');
    await user.type(field, 'M');
    await user.click(screen.getByRole('button', { name: 'Send to Ana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't send your answers");
    expect(field).toHaveValue('M');
  });

  it.each([
    {
      name: 'without a first name',
      user: { user_uuid: 'user-1', first_name: '', last_name: 'L', email: 'a@b.co' },
      report: 'Quiz started with invalid user',
    },
    {
      name: 'without an e-mail',
      user: { user_uuid: 'user-1', first_name: 'Ada', last_name: 'L', email: '' },
      report: 'Quiz started with invalid user',
    },
  ])('reports a user $name and goes home', async ({ user, report }) => {
    serveSession(user);
    renderQuiz();
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 8000 });
    expect(reports.map((entry) => String(entry.error))).toContain(`Error: ${report}`);
  });
});

describe('QuizPage with the quiz SDK', () => {
  it('reports a missing partner token and goes home', async () => {
    restore = configure('https://quiz.example/sdk.js', null);
    serveSession();
    renderQuiz();
    await vi.waitFor(() => expect(location().pathname).toBe('/'), { timeout: 8000 });
    expect(reports.map((entry) => String(entry.error))).toContain(
      'Error: Quiz started without partnerToken',
    );
  });

  it('mounts the SDK with the shopper and session token; completion opens the chat', async () => {
    restore = configure('https://quiz.example/sdk.js', 'partner-1');
    serveSession();
    mountQuiz.mockResolvedValue(() => {});
    renderQuiz();
    await vi.waitFor(() => expect(mountQuiz).toHaveBeenCalledTimes(1));
    const options = mountQuiz.mock.calls[0]![0] as { onComplete: () => void };
    expect(options).toMatchObject({
      scriptUrl: 'https://quiz.example/sdk.js',
      partnerToken: 'partner-1',
      partnerUserId: 'user-1',
      client: { firstName: 'Ada', lastName: 'L', email: 'a@b.co' },
      sessionToken: 'quiz-token',
    });
    options.onComplete();
    await vi.waitFor(() => expect(location().pathname).toBe('/chat/s-1/user-1'));
  });
});
