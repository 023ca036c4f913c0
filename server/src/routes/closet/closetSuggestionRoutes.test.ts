import { describe, expect, it } from 'vitest';
import type { Shopper } from '../../testing/bookingFixtures';
import {
  catalogueItems,
  closetTestConfig,
  getCloset,
  sessionWithBoards,
} from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

type Suggestions = {
  items: { unique: string; name: string; picture: string; is_in_closet: boolean }[];
  pageInfo: { totalItems: number };
};

const getSuggestions = async (shopper: Shopper, sessionId: string, query = '?count=250') => {
  const response = await t.app.request(
    `/gateway/session/${sessionId}/closet-suggestions${query}`,
    send('GET', undefined, shopper.token),
  );
  return { status: response.status, body: (await response.json()) as Suggestions };
};

describe('GET session/{sessionId}/closet-suggestions', () => {
  it('offers each style-board piece once, in board order, less what the closet holds', async () => {
    const ada = await signUp(t.app);
    const pieces = (await catalogueItems(t, 6, 20)).map((item) => item.id);
    const { sessionId } = await sessionWithBoards(t, ada, [
      { kind: 'moodboard' },
      { kind: 'styleboard', itemIds: pieces.slice(0, 3) },
      // A revision of that board, sharing a piece with it.
      { kind: 'styleboard', itemIds: [pieces[2]!, pieces[3]!, pieces[4]!], revisionOf: 'board 1' },
    ]);
    // Another session's board is not this recap's.
    await sessionWithBoards(t, ada, [{ kind: 'styleboard', itemIds: [pieces[5]!] }]);

    const all = await getSuggestions(ada, sessionId);
    expect(all.status).toBe(200);
    expect(all.body.items.map((item) => item.unique)).toEqual(pieces.slice(0, 5));
    expect(all.body.pageInfo).toEqual({ totalItems: 5 });
    expect(all.body.items[0]).toMatchObject({ is_in_closet: false });
    expect(all.body.items[0]?.name).toEqual(expect.any(String));
    expect(all.body.items[0]?.picture).toEqual(expect.any(String));

    const added = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/items`,
      send('POST', { item_uuids: [pieces[0], pieces[3]], source: 'session_recap' }, ada.token),
    );
    expect(added.status).toBe(201);
    const rest = await getSuggestions(ada, sessionId);
    expect(rest.body.items.map((item) => item.unique)).toEqual([pieces[1], pieces[2], pieces[4]]);
    expect(rest.body.pageInfo.totalItems).toBe(3);
    expect((await getCloset(t, ada)).body.items.map((item) => item.source)).toEqual([
      'session_recap',
      'session_recap',
    ]);

    const two = await getSuggestions(ada, sessionId, '?count=2');
    expect(two.body.items).toHaveLength(2);
    expect(two.body.pageInfo.totalItems).toBe(3);
  });

  it('answers an empty list for a session without style boards', async () => {
    const ada = await signUp(t.app);
    const { sessionId } = await sessionWithBoards(t, ada, [{ kind: 'moodboard' }]);
    expect((await getSuggestions(ada, sessionId)).body).toEqual({
      items: [],
      pageInfo: { totalItems: 0 },
    });
  });

  it('answers only the session’s shopper: 403 another shopper, 404 unknown, 401 signed out', async () => {
    const ada = await signUp(t.app);
    const bob = await signUp(t.app);
    const { sessionId } = await sessionWithBoards(t, ada, [
      { kind: 'styleboard', itemIds: (await catalogueItems(t, 1)).map((item) => item.id) },
    ]);
    expect((await getSuggestions(bob, sessionId)).status).toBe(403);
    expect((await getSuggestions(ada, 'no-such-session')).status).toBe(404);
    expect((await t.app.request(`/gateway/session/${sessionId}/closet-suggestions`)).status).toBe(
      401,
    );
    const session = await t.app.request(
      `/gateway/session/${sessionId}`,
      send('GET', undefined, ada.token),
    );
    expect(session.status).toBe(200);
  });
});
