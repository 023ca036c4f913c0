import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, signUp, type TestApp } from './testing/testApp';

/**
 * Every `user/{uid}/…` resource, on both roots, answers only to that user. This walks the app's
 * route table, so routes added later are covered without touching this test.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let intruder: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  intruder = await signUp(t.app);
});
afterAll(() => t.close());

const userRoutes = () =>
  t.app.routes
    .filter((route) => route.method !== 'ALL' && /\/:uid(\/|$)/.test(route.path))
    .map((route) => ({ method: route.method, path: route.path }))
    .filter(
      (route, index, all) =>
        all.findIndex((other) => other.method === route.method && other.path === route.path) ===
        index,
    );

const urlFor = (path: string, uid: string) =>
  path.replace(/:uid\b/g, encodeURIComponent(uid)).replace(/:(\w+)/g, 'some-$1');

describe('user resources', () => {
  it('names the current-user parameter :uid wherever a path says user/{id}', () => {
    const misnamed = t.app.routes
      .map((route) => route.path.match(/\/user\/:(\w+)/)?.[1])
      .filter((name): name is string => Boolean(name) && name !== 'uid');
    expect(misnamed).toEqual([]);
  });

  it('has user routes to check', () => {
    expect(userRoutes().length).toBeGreaterThan(0);
  });

  it('refuses every user route to another signed-in user with 403', async () => {
    for (const route of userRoutes()) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await t.app.request(
        urlFor(route.path, owner.userId),
        send(route.method, body, intruder.token),
      );
      expect({ route, status: response.status }).toEqual({ route, status: 403 });
    }
  });

  it('refuses every user route to a signed-out visitor with 401', async () => {
    for (const route of userRoutes()) {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const response = await t.app.request(
        urlFor(route.path, owner.userId),
        send(route.method, body),
      );
      expect({ route, status: response.status }).toEqual({ route, status: 401 });
    }
  });

  it('lets the owner through', async () => {
    const response = await t.app.request(
      `/gateway/proxy/user/${owner.userId}`,
      send('GET', undefined, owner.token),
    );
    expect(response.status).toBe(200);
  });
});
