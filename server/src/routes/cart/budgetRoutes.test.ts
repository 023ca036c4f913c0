import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stylingSessions, type QuestionnaireAnswer, type SessionNote } from '../../db/schema';
import { BUDGET_QUESTION } from '../../services/stylist/statedBudget';
import { stylistWhere, type Shopper } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

const budgetOf = async (shopper: Shopper, token = shopper.token) => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/budget`,
    send('GET', undefined, token),
  );
  return { status: response.status, body: (await response.json()) as unknown };
};

let minutes = 0;

/** A styling session of the shopper's, each one newer than the last. */
const session = async (
  shopper: Shopper,
  { chat = [], budgetAnswer }: { chat?: SessionNote[]; budgetAnswer?: string } = {},
) => {
  minutes += 1;
  const questionnaire: QuestionnaireAnswer[] = [
    { question: 'What are you dressing for?', answer: 'Work, mostly, under $500 a month' },
    ...(budgetAnswer ? [{ question: BUDGET_QUESTION, answer: budgetAnswer }] : []),
  ];
  await t.db.insert(stylingSessions).values({
    id: randomUUID(),
    userId: shopper.userId,
    stylistId: (await stylistWhere(t)).id,
    plan: 'mini',
    questionnaire,
    chatNotes: chat,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, minutes)),
  });
};

const chatBudget = (text: string): SessionNote => ({ kind: 'budget', text, source: 'chat' });

describe('GET proxy/user/{uid}/budget', () => {
  it('is null for a shopper who never said', async () => {
    const ada = await signUp(t.app);
    expect(await budgetOf(ada)).toEqual({ status: 200, body: { perPiece: null, source: null } });
    await session(ada);
    expect((await budgetOf(ada)).body).toEqual({ perPiece: null, source: null });
  });

  it.each([
    ['Under $50', 50],
    ['$50 to $150', 150],
    ['$150 to $300', 300],
    ['Over $300', null],
    ['No set budget', null],
  ])('reads the questionnaire answer %s as %s per piece', async (answer, perPiece) => {
    const ada = await signUp(t.app);
    await session(ada, { budgetAnswer: answer });
    expect((await budgetOf(ada)).body).toEqual({ perPiece, source: 'questionnaire' });
  });

  it('prefers what the chat said in the same session, and the newest session that said anything', async () => {
    const ada = await signUp(t.app);
    await session(ada, { budgetAnswer: 'Under $50', chat: [chatBudget('Up to $150 per piece')] });
    expect((await budgetOf(ada)).body).toEqual({ perPiece: 150, source: 'chat' });

    await session(ada, { budgetAnswer: '$150 to $300' });
    expect((await budgetOf(ada)).body).toEqual({ perPiece: 300, source: 'questionnaire' });

    // A newer session where nothing was said about money: the last statement still stands.
    await session(ada);
    expect((await budgetOf(ada)).body).toEqual({ perPiece: 300, source: 'questionnaire' });

    await session(ada, {
      chat: [
        { kind: 'request', text: 'Something cheaper', source: 'chat' },
        chatBudget('Up to $80 per piece'),
      ],
    });
    expect((await budgetOf(ada)).body).toEqual({ perPiece: 80, source: 'chat' });
  });

  it('answers only to its owner', async () => {
    const ada = await signUp(t.app);
    const eve = await signUp(t.app);
    await session(ada, { budgetAnswer: 'Under $50' });
    expect((await budgetOf(ada, eve.token)).status).toBe(403);
    expect((await budgetOf(eve)).body).toEqual({ perPiece: null, source: null });
  });
});
