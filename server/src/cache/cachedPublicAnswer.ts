import { notFound } from '../http/errors';
import type { CatalogueCache } from './catalogueCache';
import { encodePublicAnswer, publicAnswerBytes, type PublicAnswer } from './publicAnswer';

/**
 * The public answer kept under `key`, built (serialized and compressed) on a miss. `build`
 * answers null for something that does not exist: a 404, which is not kept.
 */
export const cachedPublicAnswer = <T>(
  catalogue: CatalogueCache,
  key: string,
  build: () => Promise<T | null>,
  what = 'That resource',
): Promise<PublicAnswer<T>> =>
  catalogue.get(
    key,
    async () => {
      const value = await build();
      if (value === null) throw notFound(what);
      return encodePublicAnswer(value);
    },
    publicAnswerBytes,
  );
