/** One page's answer as a base query gives it: the wire data, or the error that stopped it. */
type PageResult<Failure> = { data?: unknown; error?: Failure };

/** More pages than this is taken as a server that never says the list has ended. */
const MAX_PAGES = 100;

/**
 * Reads a paged list to its end, each page as soon as the one before it names it (`nextOf`
 * answers the next page's parameter, or null at the end). A parameter that does not move on ends
 * the list too, so a server answering the same page again cannot loop. `Page` is the wire shape,
 * as a `transformResponse` takes it. The first failure is the answer.
 */
export async function readAllPages<Page, Failure>(
  readPage: (param: number) => PromiseLike<PageResult<Failure>> | PageResult<Failure>,
  first: number,
  nextOf: (page: Page, param: number) => number | null,
): Promise<{ data: Page[] } | { error: Failure }> {
  const pages: Page[] = [];
  let param: number | null = first;
  while (param !== null && pages.length < MAX_PAGES) {
    const result = await readPage(param);
    if (result.error !== undefined) return { error: result.error };
    const page = result.data as Page;
    pages.push(page);
    const next = nextOf(page, param);
    param = next !== null && next > param ? next : null;
  }
  return { data: pages };
}
