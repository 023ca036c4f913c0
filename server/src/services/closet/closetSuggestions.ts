import type { Db } from '../../db/client';
import { itemsWithFlags } from '../looks/lookQueries';
import { boardsOf } from '../stylist/boards';

/**
 * What the session recap offers to add to the closet (`GET session/{sessionId}/closet-suggestions`):
 * the pieces of the session's style boards, revisions included, each once in the order the boards
 * were sent, less what the shopper's closet already holds. `totalItems` counts them all; `items`
 * the first `count`.
 */
export const closetSuggestions = async (
  db: Db,
  userId: string,
  sessionId: string,
  size: number,
) => {
  const boards = await boardsOf(db, sessionId);
  const itemIds = [
    ...new Set(
      boards.filter((board) => board.kind === 'styleboard').flatMap((board) => board.itemIds),
    ),
  ];
  const suggestions = (await itemsWithFlags(db, itemIds, userId)).filter(
    (item) => !item.is_in_closet,
  );
  return { items: suggestions.slice(0, size), pageInfo: { totalItems: suggestions.length } };
};
