import { HttpResponse } from 'msw';

type Answer = Response | ((request: Request) => Response | Promise<Response>);

/**
 * An upload the test holds open, to see the page while it is going: the handler (`answer`)
 * waits until the test calls `release` with the server's answer (or a function of the request
 * that makes it). `calls` counts the uploads that arrived and `aborted` those the page cancelled.
 * (MSW cannot play the upload's progress: the progress itself is tested with a stand-in
 * XMLHttpRequest in src/api/uploadWithProgress.test.ts.)
 */
export const holdUpload = () => {
  const seen = { calls: 0, aborted: 0 };
  const waiting: { request: Request; resolve: (response: Response | Promise<Response>) => void }[] =
    [];
  const answer = ({ request }: { request: Request }) => {
    seen.calls += 1;
    return new Promise<Response>((resolve) => {
      const entry = { request, resolve };
      waiting.push(entry);
      request.signal.addEventListener('abort', () => {
        seen.aborted += 1;
        waiting.splice(waiting.indexOf(entry), 1);
        resolve(HttpResponse.error());
      });
    });
  };
  /** Answers the oldest upload still waiting. */
  const release = (response: Answer) => {
    const entry = waiting.shift();
    entry?.resolve(typeof response === 'function' ? response(entry.request) : response);
  };
  return { seen, answer, release };
};
