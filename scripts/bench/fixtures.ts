import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCatalogue } from '../../server/src/seed/buildCatalogue';

/** What the scenarios need from a running server, made before the load. */
export type Fixtures = {
  stylistId: string;
  /** The SPA's entry script, a hashed asset (/app/assets/index-….js). */
  assetPath: string;
  /** "uid token" a line, for the signed-in mix. */
  usersFile: string;
  /** The mix's write: adding to the cart where the server has it, else adding a favourite. */
  write: { kind: 'cart' | 'favourite'; target: string };
};

const json = async <T>(response: Response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The hashed entry script index.html loads. */
export const entryAssetPath = (distDir: string) => {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const src = /<script type="module" crossorigin src="(\/app\/assets\/[^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('dist/index.html names no entry script');
  return src;
};

/** An item of the seeded catalogue that can be put in a cart (in stock, bought here). */
const cartableItem = () => {
  const item = getCatalogue().items.find((row) => row.sizes.length > 0 && row.availableForCheckout);
  if (!item) throw new Error('The seeded catalogue has no item to put in a cart');
  return item.id;
};

/**
 * Signs `userCount` shoppers up (one at a time: sign-up hashes a password on purpose slowly),
 * finds a stylist, and tries adding to the cart: where the server answers that it has no such
 * endpoint yet, the mix adds a favourite instead.
 */
export const makeFixtures = async (
  origin: string,
  {
    distDir,
    userCount,
    workDir,
    label,
  }: { distDir: string; userCount: number; workDir: string; label: string },
): Promise<Fixtures> => {
  const gateway = `${origin}/gateway`;
  const list = await json<{ items: { uuid: string }[] }>(
    await fetch(`${gateway}/proxy/stylist/readAll?count=1`),
  );
  const stylistId = list.items[0]?.uuid;
  if (!stylistId) throw new Error('The server lists no stylist');

  const users: { uid: string; token: string }[] = [];
  for (let n = 0; n < userCount; n += 1) {
    const body = await json<{ token: string; user_uuid: string }>(
      await fetch(`${gateway}/signup/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${label}-${Date.now()}-${n}@example.com`,
          full_name: 'Bench Shopper',
          password: 'bench-password-1',
          client: 'web',
        }),
      }),
    );
    users.push({ uid: body.user_uuid, token: body.token });
  }
  const usersFile = join(workDir, `users-${label}.txt`);
  writeFileSync(usersFile, users.map((user) => `${user.uid} ${user.token}`).join('\n') + '\n');

  const first = users[0]!;
  const itemId = cartableItem();
  const probe = await fetch(`${gateway}/proxy/user/${first.uid}/cart/${itemId}`, {
    method: 'POST',
    headers: { token: first.token },
  });
  const answer = (await probe.json().catch(() => ({}))) as { code?: string };
  const write: Fixtures['write'] = probe.ok
    ? { kind: 'cart', target: itemId }
    : answer.code === 'no_such_endpoint'
      ? { kind: 'favourite', target: stylistId }
      : (() => {
          throw new Error(`Adding to the cart failed: ${probe.status} ${JSON.stringify(answer)}`);
        })();

  return { stylistId, assetPath: entryAssetPath(distDir), usersFile, write };
};
