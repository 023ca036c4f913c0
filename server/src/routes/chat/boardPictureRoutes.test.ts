import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Shopper } from '../../testing/bookingFixtures';
import { catalogueItems, sessionWithBoards } from '../../testing/closetFixtures';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();
afterEach(() => vi.restoreAllMocks());

/** A style board of the shopper's, and its picture's URL as the API answers it. */
const aStyleBoard = async (shopper: Shopper) => {
  const pieces = await catalogueItems(t, 3);
  const { boardIds } = await sessionWithBoards(t, shopper, [
    { kind: 'styleboard', itemIds: pieces.map((piece) => piece.id) },
  ]);
  const boardId = boardIds[0]!;
  const answer = await t.app.request(
    `/gateway/proxy/board/${boardId}`,
    send('GET', undefined, shopper.token),
  );
  const { picture } = (await answer.json()) as { picture: string };
  return { boardId, picture };
};

const fetchPicture = (url: string, token?: string) =>
  t.app.request(url, token ? { headers: { token } } : {});

describe('GET /media/boards/{id}.svg (a private style board’s picture)', () => {
  it('is served by the signed, expiring URL the board’s answer carries', async () => {
    const ada = await signUp(t.app);
    const { boardId, picture } = await aStyleBoard(ada);
    expect(picture).toMatch(
      new RegExp(`^/media/boards/${boardId}\\.svg\\?expires=\\d+&signature=[\\w-]+$`),
    );
    const served = await fetchPicture(picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/svg+xml');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('is refused to no one and to another shopper without the signature; the owner’s token opens it', async () => {
    const ada = await signUp(t.app);
    const ben = await signUp(t.app);
    const { picture } = await aStyleBoard(ada);
    const bare = picture.split('?')[0]!;
    expect((await fetchPicture(bare)).status).toBe(403);
    expect((await fetchPicture(bare, ben.token)).status).toBe(403);
    const own = await fetchPicture(bare, ada.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('refuses a tampered, borrowed or expired signature', async () => {
    const ada = await signUp(t.app);
    const first = await aStyleBoard(ada);
    const second = await aStyleBoard(ada);
    const query = new URL(first.picture, 'http://x').searchParams;

    const tampered = first.picture.replace(/signature=(.)/, (_, c: string) =>
      c === 'A' ? 'signature=B' : 'signature=A',
    );
    expect((await fetchPicture(tampered)).status).toBe(403);
    const later = first.picture.replace(
      /expires=\d+/,
      `expires=${Number(query.get('expires')) + 3600}`,
    );
    expect((await fetchPicture(later)).status).toBe(403);
    const borrowed = `${second.picture.split('?')[0]!}?${query.toString()}`;
    expect((await fetchPicture(borrowed)).status).toBe(403);

    vi.spyOn(Date, 'now').mockReturnValue(Number(query.get('expires')) * 1000 + 1);
    expect((await fetchPicture(first.picture)).status).toBe(403);
  });

  it('is signed in the profile’s looks too', async () => {
    const ada = await signUp(t.app);
    const { boardId } = await aStyleBoard(ada);
    const answer = await t.app.request(
      `/gateway/proxy/user/${ada.userId}/looks`,
      send('GET', undefined, ada.token),
    );
    const { items } = (await answer.json()) as { items: { uuid: string; picture: string }[] };
    const look = items.find((item) => item.uuid === boardId)!;
    expect(look.picture).toMatch(/\?expires=\d+&signature=/);
    expect((await fetchPicture(look.picture)).status).toBe(200);
  });

  it('answers 404 for an unknown board', async () => {
    expect(
      (await fetchPicture('/media/boards/00000000-0000-4000-8000-000000000000.svg')).status,
    ).toBe(404);
  });
});
