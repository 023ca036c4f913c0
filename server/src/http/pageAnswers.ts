/**
 * A page's first gateway reads, answered in the page itself: the server puts the answers a
 * visitor would get into the HTML, and the SPA's base query takes each once instead of asking
 * (src/api/pageAnswers.ts). The data comes with the page and no request leaves without the
 * platform header every gateway call carries (spec 000 §7), which a `<link rel=preload>` cannot
 * send.
 */

/** The id of the script element the SPA reads a page's answers from (src/api/pageAnswers.ts). */
export const PAGE_ANSWERS_ID = 'page-answers';

/** A gateway call (its URL under the gateway root, e.g. `proxy/stylist/{id}/read`) → its answer. */
export type PageAnswers = Record<string, unknown>;

/**
 * Characters that could end the script or open markup inside it, and the line separators, as
 * JSON escapes: the browser hands the script's text to JSON.parse, which reads them back.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const jsonEscape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The answers as a data block (never run, so no CSP hash): `<script type="application/json">`. */
export const pageAnswersScript = (answers: PageAnswers) =>
  `<script type="application/json" id="${PAGE_ANSWERS_ID}">${JSON.stringify(answers).replace(UNSAFE_IN_SCRIPT, jsonEscape)}</script>`;
