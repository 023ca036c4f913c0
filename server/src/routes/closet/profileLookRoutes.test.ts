import { beforeAll, describe, expect, it } from 'vitest';
import type { Shopper } from '../../testing/bookingFixtures';
import { catalogueItems, closetTestConfig, sessionWithBoards } from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile(closetTestConfig());

type Look = {
  uuid: string;
  type: string;
  name: string;
  picture: string;
  session_uuid: string;
  owner: { uuid: string };
  items: { uuid: string }[];
};
type LooksPage = { items: Look[]; quota_max: number; nextPage: number | null };

const getLooks = async (shopper: Shopper, query = '') => {
  const response = await t.app.request(
    `/gateway/proxy/user/${shopper.userId}/looks${query}`,
    send('GET', undefined, shopper.token),
  );
  return { status: response.status, body: (await response.json()) as LooksPage };
};

const hide = (shopper: Shopper, lookId: string, query = '', as = shopper) =>
  t.app.request(
    `/gateway/proxy/user/${shopper.userId}/outfits/${lookId}/hide${query}`,
    send('DELETE', undefined, as.token),
  );

describe('profile looks: the boards the shopper’s stylists sent', () => {
  let ada: Shopper;
  let first: Awaited<ReturnType<typeof sessionWithBoards>>;
  let second: Awaited<ReturnType<typeof sessionWithBoards>>;
  let pieces: string[];

  beforeAll(async () => {
    ada = await signUp(t.app);
    pieces = (await catalogueItems(t, 6)).map((item) => item.id);
    first = await sessionWithBoards(t, ada, [
      { kind: 'moodboard' },
      { kind: 'styleboard', itemIds: pieces.slice(0, 3) },
    ]);
    second = await sessionWithBoards(
      t,
      ada,
      [{ kind: 'moodboard' }, { kind: 'styleboard', itemIds: pieces.slice(3) }],
      1,
    );
  });

  it('lists mood boards and style boards newest first, with their stylist and pieces', async () => {
    const { status, body } = await getLooks(ada);
    expect(status).toBe(200);
    expect(body.quota_max).toBe(4);
    expect(body.nextPage).toBeNull();
    const uuids = body.items.map((look) => look.uuid);
    expect(new Set(uuids)).toEqual(new Set([...first.boardIds, ...second.boardIds]));
    const styleBoard = body.items.find((look) => look.uuid === first.boardIds[1])!;
    expect(styleBoard).toMatchObject({
      type: 'styleboard',
      name: 'Style board 1',
      // Private: signed and expiring (./../chat/boardPictureRoutes.test.ts).
      picture: expect.stringMatching(
        new RegExp(`^/media/boards/${first.boardIds[1]}\\.svg\\?expires=\\d+&signature=`),
      ) as unknown,
      session_uuid: first.sessionId,
      owner: { uuid: first.stylist.id },
    });
    expect(styleBoard.items.map((item) => item.uuid)).toEqual(pieces.slice(0, 3));
    const moodBoard = body.items.find((look) => look.uuid === first.boardIds[0])!;
    expect(moodBoard).toMatchObject({
      type: 'moodboard',
      picture: `/media/moodboards/${first.boardIds[0]}.svg`,
      items: [],
    });
  });

  it('pages from 1 and filters by type and stylist', async () => {
    const pageOne = await getLooks(ada, '?from=1&count=3');
    const pageTwo = await getLooks(ada, '?from=2&count=3');
    expect(pageOne.body.nextPage).toBe(2);
    expect(pageTwo.body.nextPage).toBeNull();
    expect([...pageOne.body.items, ...pageTwo.body.items].map((look) => look.uuid)).toEqual(
      (await getLooks(ada)).body.items.map((look) => look.uuid),
    );
    const styleBoards = await getLooks(ada, '?type=styleboard');
    expect(styleBoards.body.items.map((look) => look.type)).toEqual(['styleboard', 'styleboard']);
    const both = await getLooks(ada, '?type=moodboard,styleboard,unknown');
    expect(both.body.quota_max).toBe(4);
    const byStylist = await getLooks(ada, `?stylist=${second.stylist.id}&type=moodboard`);
    expect(byStylist.body.items.map((look) => look.uuid)).toEqual([second.boardIds[0]]);
  });

  it('answers the looks’ filters: the two types and the shopper’s stylists', async () => {
    const response = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/looks/filters?gender=female&client=web`,
      send('GET', undefined, ada.token),
    );
    const body = (await response.json()) as Record<
      string,
      { filter_options: { key: string; text: string }[] }
    >;
    expect(body.type?.filter_options).toEqual([
      { key: 'moodboard', text: 'Mood Boards', picture: null },
      { key: 'styleboard', text: 'Style Boards', picture: null },
    ]);
    expect(body.stylist?.filter_options.map((option) => option.key).sort()).toEqual(
      [first.stylist.id, second.stylist.id].sort(),
    );
  });

  it('hides a look from the profile only; the stylist’s board stays', async () => {
    const lookId = second.boardIds[1]!;
    const wrongType = await hide(ada, lookId, '?type=moodboard');
    expect(wrongType.status).toBe(404);
    const badType = await hide(ada, lookId, '?type=outfit');
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({
      errors: [{ field: 'type', message: 'The type must be moodboard or styleboard.' }],
    });

    const hidden = await hide(ada, lookId, '?type=styleboard');
    expect(hidden.status).toBe(200);
    expect(await hidden.json()).toEqual({ uuid: lookId, hidden: true });
    expect((await hide(ada, lookId, '?type=styleboard')).status).toBe(200);
    const after = await getLooks(ada);
    expect(after.body.quota_max).toBe(3);
    expect(after.body.items.map((look) => look.uuid)).not.toContain(lookId);
    const board = await t.app.request(
      `/gateway/proxy/board/${lookId}`,
      send('GET', undefined, ada.token),
    );
    expect(board.status).toBe(200);
  });

  it('keeps another shopper out: their looks are 403, hiding a board not theirs 404', async () => {
    const bob = await signUp(t.app);
    expect((await getLooks(bob)).body).toEqual({ items: [], quota_max: 0, nextPage: null });
    const theirs = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/looks`,
      send('GET', undefined, bob.token),
    );
    expect(theirs.status).toBe(403);
    expect((await hide(ada, first.boardIds[0]!, '', bob)).status).toBe(403);
    expect((await hide(bob, first.boardIds[0]!)).status).toBe(404);
    expect((await getLooks(ada)).body.items.map((look) => look.uuid)).toContain(first.boardIds[0]);
  });
});
