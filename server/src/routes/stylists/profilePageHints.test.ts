import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../../cache/catalogueCache';
import { stylists } from '../../db/schema';
import { testAppPerFile } from '../../testing/testAppPerFile';

const t = testAppPerFile();

describe("a stylist profile page's preload hints", () => {
  it('carry the record, name the mood board and portrait; the page is kept, and follows a change', async () => {
    const [stylist] = await t.db.select().from(stylists).where(eq(stylists.isBot, false)).limit(1);
    const path = `/app/stylist/${stylist!.id}/profile`;
    const first = await t.app.request(path);
    const html = await first.text();
    // The record comes in the page (http/pageAnswers.ts), never as a preload: a preload goes
    // without the platform header (spec 000 §7).
    expect(html).not.toContain('as="fetch"');
    expect(html).toContain(
      `<script type="application/json" id="page-answers">{"proxy/stylist/${stylist!.id}/read":{`,
    );
    expect(html).toContain(`href="${stylist!.moodboard}" fetchpriority="high"`);
    expect(html).toContain(`href="${stylist!.profilePicture}"`);
    const again = await t.app.request(path);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));

    const moodboard = `/media/moodboards/${stylist!.id}-new.svg`;
    await t.db.update(stylists).set({ moodboard }).where(eq(stylists.id, stylist!.id));
    await t.events.publish(CATALOGUE_CHANNEL, 'test: mood board changed');
    const changed = await t.app.request(path);
    expect(await changed.text()).toContain(`href="${moodboard}" fetchpriority="high"`);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('are left out for an unknown stylist', async () => {
    const html = await (
      await t.app.request('/app/stylist/00000000-0000-4000-8000-000000000000/profile')
    ).text();
    expect(html).not.toContain('as="fetch"');
    expect(html).not.toContain('page-answers');
  });
});
