import { describe, expect, it } from 'vitest';
import { send, signUp } from '../../testing/testApp';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

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
