import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stylistTurns } from '../../db/schema';
import { bookAndPay, stylistWhere } from '../../testing/bookingFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';
import { ChatBus } from '../chatBus';
import { InMemoryEventBus } from '../../events/eventBus';
import { SimulatedStylist } from './simulatedStylist';

const t = testAppPerFile();

type Shopper = Awaited<ReturnType<typeof signUp>>;
type Message = {
  sid: string;
  sender: string;
  type: string;
  content: string;
  attributes: { board_uuid?: string };
};
type Board = {
  kind: string;
  number: number;
  revision_of: string | null;
  notes: string[];
  picture: string;
  items: { uuid: string; color: string; price: number; name: string; sizes: string[] }[];
};

const getJson = async <T>(path: string, shopper: Shopper) => {
  const response = await t.app.request(path, send('GET', undefined, shopper.token));
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

/** A paid session with a stylist; answers its channel and a way to talk in it. */
const startSession = async (plan: 'mini' | 'major' | 'lux') => {
  const shopper = await signUp(t.app);
  const stylist = await stylistWhere(t);
  await bookAndPay(t, shopper, { stylistUuid: stylist.id, plan });
  const view = await getJson<{ channel_sid: string }>(
    `/gateway/proxy/user/${shopper.userId}/chat/${stylist.id}`,
    shopper,
  );
  const sid = view.channel_sid;
  const say = async (content: string) => {
    const response = await t.app.request(
      `/gateway/chat/channels/${sid}/messages`,
      send('POST', { content }, shopper.token),
    );
    expect(response.status).toBe(201);
    return (await response.json()) as Message;
  };
  const messages = async () =>
    (await getJson<{ items: Message[] }>(`/gateway/chat/channels/${sid}/messages`, shopper)).items;
  const board = (id: string) => getJson<Board>(`/gateway/proxy/board/${id}`, shopper);
  const sessionView = () =>
    getJson<{
      session: { status: string; style_boards: { sent: number }; revisions: { used: number } };
      notes: { text: string }[];
    }>(`/gateway/proxy/user/${shopper.userId}/chat/${stylist.id}`, shopper);
  return { shopper, stylist, sid, say, messages, board, sessionView };
};

const YELLOWS = ['butter yellow', 'mustard', 'gold'];

describe('the simulated stylist in a paid session', () => {
  it('runs a Mini session: questions, mood board, 2 style boards, 2 revisions, closing', async () => {
    const s = await startSession('mini');
    expect((await s.messages()).map((m) => m.sender)).toEqual(['stylist']);

    // Nothing the stylist needs yet: she asks (budget first), then gets the rest.
    await s.say('Hi! Mostly for work, and no yellow please.');
    expect((await s.messages()).at(-1)?.content).toMatch(/spend per piece/);
    await s.say('Budget $300 a piece. Tops M, jeans 28, shoes 8.');

    const afterIntake = await s.messages();
    expect(afterIntake.slice(4).map((m) => m.type)).toEqual([
      'text',
      'moodboard',
      'styleboard',
      'styleboard',
      'text',
    ]);
    expect(afterIntake.at(-1)?.content).toMatch(/That's all 2 style boards/);
    const styleBoards = await Promise.all(
      afterIntake
        .filter((m) => m.type === 'styleboard')
        .map((m) => s.board(m.attributes.board_uuid!)),
    );
    for (const board of styleBoards) {
      expect(board.items.length).toBeGreaterThanOrEqual(1);
      expect(board.notes).toEqual(expect.arrayContaining(['No yellow', 'Up to $300 per piece']));
      for (const item of board.items) {
        expect(YELLOWS).not.toContain(item.color.toLowerCase());
        expect(item.price).toBeLessThanOrEqual(300);
      }
    }
    const pinned = (await s.sessionView()).notes.map((note) => note.text);
    expect(pinned).toEqual(expect.arrayContaining(['More for work', 'No yellow']));

    // Revisions: cheaper, then a colour; the third is past the plan.
    await s.say('Could you do the second board cheaper?');
    const cheaper = (await s.messages()).filter((m) => m.type === 'styleboard').at(-1)!;
    const revised = await s.board(cheaper.attributes.board_uuid!);
    expect(revised.revision_of).not.toBeNull();
    const maxBefore = Math.max(...styleBoards[1]!.items.map((item) => item.price));
    for (const item of revised.items) expect(item.price).toBeLessThan(maxBefore);
    expect((await s.messages()).at(-1)?.content).toMatch(/1 revision left/);

    await s.say('Love it, but no black either');
    const noBlack = await s.board(
      (await s.messages()).filter((m) => m.type === 'styleboard').at(-1)!.attributes.board_uuid!,
    );
    for (const item of noBlack.items) {
      expect(['black', 'washed black denim', ...YELLOWS]).not.toContain(item.color.toLowerCase());
    }
    await s.say('Can you swap the shoes?');
    expect((await s.messages()).at(-1)?.content).toMatch(/used all 2 revisions/);
    expect((await s.sessionView()).session).toMatchObject({
      style_boards: { sent: 2 },
      revisions: { used: 2 },
      status: 'active',
    });

    await s.say('All set, thank you so much!');
    expect((await s.messages()).at(-1)?.content).toMatch(/It's been a joy styling you/);
    expect((await s.sessionView()).session.status).toBe('ended');
  });

  it.each([
    ['major', 5],
    ['lux', 8],
  ] as const)('sends a %s session its %i style boards', async (plan, boards) => {
    const s = await startSession(plan);
    await s.say('Tops M, jeans 28, shoes 8, budget $400.');
    const types = (await s.messages()).map((m) => m.type);
    expect(types.filter((type) => type === 'moodboard')).toHaveLength(1);
    expect(types.filter((type) => type === 'styleboard')).toHaveLength(boards);
  });

  it('revises the board the shopper replies to', async () => {
    const s = await startSession('mini');
    await s.say('Tops M, jeans 28, shoes 8, budget $400.');
    const [first] = (await s.messages()).filter((m) => m.type === 'styleboard');
    const reply = await t.app.request(
      `/gateway/message/${s.sid}/${first!.sid}/reply`,
      send('PUT', { content: 'Something different for this one?' }, s.shopper.token),
    );
    expect(reply.status).toBe(201);
    const revision = (await s.messages()).filter((m) => m.type === 'styleboard').at(-1)!;
    const board = await s.board(revision.attributes.board_uuid!);
    expect(board.revision_of).toBe(first!.attributes.board_uuid);
    expect(board.number).toBe(1);
  });
});

describe('channels and boards are only for their shopper', () => {
  it('keeps another shopper out of the channel, its boards, pictures and replies', async () => {
    const s = await startSession('mini');
    await s.say('Tops M, jeans 28, shoes 8, budget $400.');
    const boardMessage = (await s.messages()).find((m) => m.type === 'styleboard')!;
    const eve = await signUp(t.app);
    const as = async (method: string, path: string, body?: unknown) =>
      (await t.app.request(path, send(method, body, eve.token))).status;
    expect(await as('GET', `/gateway/proxy/board/${boardMessage.attributes.board_uuid}`)).toBe(403);
    expect(await as('GET', `/gateway/proxy/user/${s.shopper.userId}/chat/${s.stylist.id}`)).toBe(
      403,
    );
    expect(await as('GET', `/gateway/chat/channels/${s.sid}/messages`)).toBe(403);
    expect(await as('POST', `/gateway/chat/channels/${s.sid}/messages`, { content: 'hi' })).toBe(
      403,
    );
    expect(
      await as('PUT', `/gateway/message/${s.sid}/${boardMessage.sid}/reply`, { content: 'x' }),
    ).toBe(403);
    expect(await as('GET', `/gateway/chat/channels/${s.sid}/stream`)).toBe(403);
    expect(await as('GET', `/gateway/chat/channels/${s.sid}/pictures/whatever`)).toBe(403);
  });

  it('stores a send retried with the same client key once', async () => {
    const s = await startSession('mini');
    const post = () =>
      t.app.request(
        `/gateway/chat/channels/${s.sid}/messages`,
        send('POST', { content: 'Hello again', client_key: 'key-12345678' }, s.shopper.token),
      );
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([201, 200]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as Message[];
    expect(b!.sid).toBe(a!.sid);
    expect((await s.messages()).filter((m) => m.content === 'Hello again')).toHaveLength(1);
  });
});

describe('stylist turns across processes', () => {
  it('takes a turn left by a process that stopped, once, whichever process sweeps first', async () => {
    const s = await startSession('mini');
    const bus = new ChatBus({ events: new InMemoryEventBus(), db: t.db, log: () => {} });
    const stopped = new SimulatedStylist({ db: t.db, bus, log: () => {}, delayMs: 60_000 });
    // A shopper's message reached a process that then went away before the turn was due.
    await t.db.insert((await import('../../db/schema')).chatMessages).values({
      id: crypto.randomUUID(),
      channelSid: s.sid,
      sender: 'client',
      content: 'Tops M, jeans 28, shoes 8, budget $400.',
    });
    await stopped.schedule(s.sid);
    stopped.stop();
    await t.db
      .update(stylistTurns)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(stylistTurns.channelSid, s.sid));

    const a = new SimulatedStylist({ db: t.db, bus, log: () => {}, delayMs: 0 });
    const b = new SimulatedStylist({ db: t.db, bus, log: () => {}, delayMs: 0 });
    await Promise.all([a.sweep(), b.sweep()]);
    const types = (await s.messages()).map((m) => m.type);
    expect(types.filter((type) => type === 'moodboard')).toHaveLength(1);
    expect(types.filter((type) => type === 'styleboard')).toHaveLength(2);
  });
});
