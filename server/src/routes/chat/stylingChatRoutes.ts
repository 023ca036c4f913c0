import { Hono } from 'hono';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { PLANS, isPlanId } from '@shared/plans';
import { authenticate, currentUser, ownUser, requireUser } from '../../auth/authMiddleware';
import {
  brands,
  cartItems,
  chatChannels,
  items,
  retailers,
  sessionBoards,
  stylingSessions,
  stylists,
} from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import { forbidden, notFound } from '../../http/errors';
import { renderLook } from '../../media/art/looks';
import { presentItem } from '../../presenters/itemPresenter';
import { chatClosesAt, isRunning } from '../../services/booking/luxChats';
import { theirSize } from '../../services/stylist/boardBuilder';
import { preferencesOf } from '../../services/stylist/notes';
import { sessionNotes } from '../../services/stylist/sessionNotes';
import { conversationsFor } from '../../services/twilio/conversationsFor';
import { linkTwilioChannel } from '../../services/twilio/twilioChannels';
import {
  boardPictureSigner,
  boardSubject,
  isValidSignature,
} from '../../services/uploads/mediaUrls';

type SessionRow = typeof stylingSessions.$inferSelect;

const presentSession = (session: SessionRow) => {
  const plan = isPlanId(session.plan) ? PLANS[session.plan] : PLANS.major;
  return {
    uuid: session.id,
    plan: session.plan,
    type: session.type,
    // Past due still runs until Stripe ends it (services/booking/activeSession.ts); a Lux
    // session ends with its booked month, even before the job that marks it has run.
    status: isRunning(session) ? 'active' : 'ended',
    /** Lux: when its chat closes (the booked month's end); null for other plans. */
    chat_closes_at: chatClosesAt(session)?.toISOString() ?? null,
    style_boards: { allowed: plan.styleBoards, sent: session.stylist.boards },
    revisions: { allowed: plan.revisions, used: session.stylist.revisions },
  };
};

/**
 * What the chat page shows around the messages (gateway): the session with a stylist and the
 * notes pinned at its top (`GET proxy/user/{uid}/chat/{stylistId}`), and a board the stylist
 * sent with every item on it (`GET proxy/board/{id}`). Only the shopper's own.
 */
export const stylingChatRoutes = ({ db, config, log }: AppDeps) => {
  /**
   * With chat on Twilio, the channel shown is the pair's Twilio conversation (a booking makes
   * the channel here). Should Twilio not answer, the stored sid is shown and the chat says so.
   */
  const shownSid = async (channel: { sid: string; clientId: string; stylistId: string }) => {
    if (!config.vendors.twilio) return channel.sid;
    try {
      return await linkTwilioChannel(db, conversationsFor(config), channel);
    } catch (error) {
      log({ event: 'chat.twilio_link_failed', channelSid: channel.sid, error: String(error) });
      return channel.sid;
    }
  };
  return new Hono<AppEnv>()
    .get('/proxy/user/:uid/chat/:stylistId', ownUser(), async (c) => {
      const user = currentUser(c);
      const [stylist] = await db
        .select()
        .from(stylists)
        .where(eq(stylists.id, c.req.param('stylistId')));
      if (!stylist) throw notFound('That stylist');
      const [channel] = await db
        .select({
          sid: chatChannels.sid,
          clientId: chatChannels.clientId,
          stylistId: chatChannels.stylistId,
        })
        .from(chatChannels)
        .where(and(eq(chatChannels.clientId, user.id), eq(chatChannels.stylistId, stylist.id)));
      const [session] = await db
        .select()
        .from(stylingSessions)
        .where(and(eq(stylingSessions.userId, user.id), eq(stylingSessions.stylistId, stylist.id)))
        .orderBy(desc(stylingSessions.createdAt), desc(stylingSessions.id))
        .limit(1);
      return c.json({
        channel_sid: channel ? await shownSid(channel) : null,
        stylist: {
          uuid: stylist.id,
          name: `${stylist.firstName} ${stylist.lastName}`,
          first_name: stylist.firstName,
          profile_picture: stylist.profilePicture,
          is_bot: stylist.isBot,
        },
        session: session ? presentSession(session) : null,
        notes: session ? await sessionNotes(db, session) : [],
      });
    })
    .get('/proxy/board/:id', requireUser, async (c) => {
      const user = currentUser(c);
      const [row] = await db
        .select({ board: sessionBoards, userId: stylingSessions.userId })
        .from(sessionBoards)
        .innerJoin(stylingSessions, eq(stylingSessions.id, sessionBoards.sessionId))
        .where(eq(sessionBoards.id, c.req.param('id')));
      if (!row) throw notFound('That board');
      if (row.userId !== user.id) throw forbidden();
      const { board } = row;
      const itemRows = board.itemIds.length
        ? await db
            .select({ item: items, brand: brands, retailer: retailers, inCart: cartItems.itemId })
            .from(items)
            .innerJoin(brands, eq(brands.id, items.brandId))
            .innerJoin(retailers, eq(retailers.id, items.retailerId))
            .leftJoin(cartItems, and(eq(cartItems.itemId, items.id), eq(cartItems.userId, user.id)))
            .where(inArray(items.id, board.itemIds))
        : [];
      const byId = new Map(itemRows.map((item) => [item.item.id, item]));
      const [session] = await db
        .select()
        .from(stylingSessions)
        .where(eq(stylingSessions.id, board.sessionId));
      const { sizes } = preferencesOf(session ? await sessionNotes(db, session) : []);
      return c.json({
        uuid: board.id,
        kind: board.kind,
        number: board.number,
        revision_of: board.revisionOf,
        title: board.title,
        description: board.description,
        picture: (await boardPictureSigner(db))(board),
        look_uuid: board.lookId,
        notes: board.notes,
        items: board.itemIds.flatMap((id) => {
          const found = byId.get(id);
          if (!found) return [];
          const suggested = theirSize(found.item, sizes);
          return [
            {
              ...presentItem(found.item, {
                brand: found.brand,
                retailer: found.retailer,
                isInCart: found.inCart !== null,
              }),
              /** The size the shopper said they wear, when the item comes in it. */
              suggested_size: suggested || null,
            },
          ];
        }),
        created: board.createdAt.toISOString(),
      });
    });
};

/**
 * `GET /media/boards/{board id}.svg`: a style board's flat lay, drawn from its own pieces (so a
 * board never shows a piece the shopper ruled out). A board is the shopper's own: served with a
 * valid, unexpired signature (the URL the board's answers carry) or the owner's token, else 403;
 * cached privately, until the signature expires.
 */
export const boardPictureRoutes = ({ db, signedIn }: AppDeps) =>
  new Hono<AppEnv>().get('/media/boards/:file', authenticate(db, signedIn), async (c) => {
    const boardId = /^([0-9a-f-]{36})\.svg$/.exec(c.req.param('file'))?.[1];
    if (!boardId) return c.text('Not found', 404);
    const [board] = await db
      .select({ itemIds: sessionBoards.itemIds, ownerId: stylingSessions.userId })
      .from(sessionBoards)
      .innerJoin(stylingSessions, eq(stylingSessions.id, sessionBoards.sessionId))
      .where(eq(sessionBoards.id, boardId));
    if (!board) return c.text('Not found', 404);
    const expires = c.req.query('expires');
    const signed = await isValidSignature(
      db,
      boardSubject(boardId),
      expires,
      c.req.query('signature'),
    );
    if (!signed && c.get('user')?.id !== board.ownerId) return c.text('Forbidden', 403);
    const secondsLeft = signed ? Math.max(0, Number(expires) - Math.floor(Date.now() / 1000)) : 0;
    return c.body(renderLook(boardId, board.itemIds), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': signed ? `private, max-age=${secondsLeft}` : 'private, no-cache',
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
