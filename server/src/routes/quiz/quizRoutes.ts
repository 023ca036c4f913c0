import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { currentUser, ownUser } from '../../auth/authMiddleware';
import { moodboards, needs, quizResults, tags, userMatches, users } from '../../db/schema';
import type { AppDeps } from '../../appDeps';
import type { AppEnv } from '../../http/appEnv';
import type { FieldError } from '../../http/errors';
import { readBody, readQuery, validationError } from '../../http/validate';
import { matchCandidates } from '../../matching/candidates';
import { rankStylists, type QuizProfile } from '../../matching/matching';

const gender = z.enum(['female', 'male'], { error: 'Choose the women’s or men’s department.' });

const tagQuerySchema = z.object({
  type: z.enum(['body', 'style', 'expertise']).default('body'),
  gender: gender.optional(),
});
const moodboardQuerySchema = z.object({ gender });

const quizSchema = z.object({
  needs: z.array(z.string().max(100)).max(20).default([]),
  gender,
  /** The chosen body types; an entry with `is_set: 0` is not chosen. */
  tag_uuids: z
    .array(
      z.object({
        tag_uuid: z.string().max(100),
        is_set: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
        name: z.string().max(100).optional(),
      }),
    )
    .max(20)
    .default([]),
  /** `name` is the mood board's `style` key. */
  styles: z
    .array(
      z.object({
        name: z.string().max(100),
        rate: z.union([z.literal(0), z.literal(1), z.literal(2)], {
          error: 'A style rating is 0, 1 or 2.',
        }),
      }),
    )
    .max(30)
    .default([]),
  source: z.string().trim().max(100).optional(),
});

/** Quiz reference data (second root, public): needs, body types and mood boards. */
export const quizDataRoutes = ({ db }: AppDeps) =>
  new Hono<AppEnv>()
    .get('/user/onboarding/needs', async (c) => {
      const rows = await db.select().from(needs).orderBy(asc(needs.position));
      return c.json({ items: rows.map((row) => ({ key: row.key, text: row.text })) });
    })
    .get('/tag/active', async (c) => {
      const query = readQuery(c, tagQuerySchema);
      const rows = await db
        .select()
        .from(tags)
        .where(
          and(
            eq(tags.kind, query.type),
            query.gender ? inArray(tags.department, [query.gender, 'both']) : undefined,
          ),
        )
        .orderBy(asc(tags.position), asc(tags.name), asc(tags.id));
      return c.json({
        items: rows.map((row) => ({ uuid: row.id, name: row.name, picture: row.picture })),
      });
    })
    .get('/user/onboarding/moodboards', async (c) => {
      const query = readQuery(c, moodboardQuerySchema);
      const rows = await db
        .select()
        .from(moodboards)
        .where(eq(moodboards.department, query.gender))
        .orderBy(asc(moodboards.position));
      return c.json({
        items: rows.map((row) => ({
          style: row.style,
          displayName: row.displayName,
          picture: row.picture,
        })),
      });
    });

/**
 * `POST proxy/user/{uid}/onboarding` (gateway): stores the quiz result, sets the user's gender
 * and recomputes their matches, all in one transaction. Unknown needs, styles or body types are
 * a 400 with one field error each.
 */
export const quizResultRoutes = ({ db, signedIn }: AppDeps) =>
  new Hono<AppEnv>()
    /**
     * `GET proxy/user/{uid}/onboarding`: the stored result in the shape it was sent (body type
     * names filled in), or null before the quiz, so a later visit can recommend a plan from it.
     */
    .get('/proxy/user/:uid/onboarding', ownUser(), async (c) => {
      const [result] = await db
        .select()
        .from(quizResults)
        .where(eq(quizResults.userId, currentUser(c).id))
        .limit(1);
      if (!result) return c.json(null);
      const bodyRows = result.bodyTypeIds.length
        ? await db.select().from(tags).where(inArray(tags.id, result.bodyTypeIds))
        : [];
      const bodyNames = new Map(bodyRows.map((row) => [row.id, row.name]));
      return c.json({
        needs: result.needs,
        gender: result.gender,
        tag_uuids: result.bodyTypeIds.map((id) => ({
          tag_uuid: id,
          is_set: 1,
          name: bodyNames.get(id) ?? '',
        })),
        styles: result.styles,
      });
    })
    .post('/proxy/user/:uid/onboarding', ownUser(), async (c) => {
      const user = currentUser(c);
      const body = await readBody(c, quizSchema);

      const [needRows, boardRows, bodyRows] = await Promise.all([
        db.select({ key: needs.key }).from(needs),
        db.select().from(moodboards).where(eq(moodboards.department, body.gender)),
        db
          .select()
          .from(tags)
          .where(and(eq(tags.kind, 'body'), eq(tags.department, body.gender))),
      ]);
      const needKeys = new Set(needRows.map((row) => row.key));
      const boards = new Map(boardRows.map((row) => [row.style, row]));
      const bodyTypes = new Map(bodyRows.map((row) => [row.id, row]));

      const errors: FieldError[] = [];
      body.needs.forEach((key, index) => {
        if (!needKeys.has(key))
          errors.push({ field: `needs.${index}`, message: 'That need is not one of the options.' });
      });
      const chosenBodies = body.tag_uuids.filter(
        (entry) => entry.is_set !== 0 && entry.is_set !== false,
      );
      body.tag_uuids.forEach((entry, index) => {
        if (!bodyTypes.has(entry.tag_uuid))
          errors.push({
            field: `tag_uuids.${index}.tag_uuid`,
            message: `That body type is not one of the ${body.gender === 'female' ? 'women’s' : 'men’s'} options.`,
          });
      });
      body.styles.forEach((style, index) => {
        if (!boards.has(style.name))
          errors.push({
            field: `styles.${index}.name`,
            message: `That style is not one of the ${body.gender === 'female' ? 'women’s' : 'men’s'} mood boards.`,
          });
        else if (body.styles.findIndex((other) => other.name === style.name) !== index)
          errors.push({ field: `styles.${index}.name`, message: 'That style is rated twice.' });
      });
      if (errors.length) throw validationError(errors);

      const needList = [...new Set(body.needs)];
      const bodyTypeIds = [...new Set(chosenBodies.map((entry) => entry.tag_uuid))];
      const quiz: QuizProfile = {
        gender: body.gender,
        needs: needList,
        bodyTypes: bodyTypeIds.map((id) => bodyTypes.get(id)?.name ?? ''),
        styles: body.styles.map((style) => ({
          name: boards.get(style.name)?.displayName ?? style.name,
          rate: style.rate,
        })),
      };
      const matches = rankStylists(quiz, await matchCandidates(db, body.gender));

      await db.transaction(async (tx) => {
        const result = {
          needs: needList,
          gender: body.gender,
          bodyTypeIds,
          styles: body.styles.map((style) => ({ name: style.name, rate: style.rate })),
          source: body.source ?? null,
          createdAt: new Date(),
        };
        await tx
          .insert(quizResults)
          .values({ userId: user.id, ...result })
          .onConflictDoUpdate({ target: quizResults.userId, set: result });
        await tx.update(users).set({ gender: body.gender }).where(eq(users.id, user.id));
        await tx.delete(userMatches).where(eq(userMatches.userId, user.id));
        if (matches.length) {
          await tx.insert(userMatches).values(
            matches.map((match) => ({
              userId: user.id,
              stylistId: match.stylistId,
              percentage: match.percentage,
              tags: match.tags,
              why: match.why,
            })),
          );
        }
      });
      await signedIn.forget(user.id);
      return c.json({ matches: matches.length });
    });
