import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, send, signUp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST user/{uid}/trackSession', () => {
  it('records the first visit of the day and not the second', async () => {
    const ada = await signUp(t.app);
    const track = () =>
      t.app.request(
        `/api/user/${ada.userId}/trackSession`,
        send('POST', { client: 'web' }, ada.token),
      );
    const first = (await (await track()).json()) as { tracked: boolean; day: string };
    expect(first).toEqual({ tracked: true, day: new Date().toISOString().slice(0, 10) });
    expect(await (await track()).json()).toMatchObject({ tracked: false });
  });

  it('needs a client', async () => {
    const ada = await signUp(t.app);
    const response = await t.app.request(
      `/api/user/${ada.userId}/trackSession`,
      send('POST', {}, ada.token),
    );
    expect(response.status).toBe(400);
  });
});
