import { HttpResponse } from 'msw';

/**
 * An upload the test holds open, to see the page while it is going: the handler (`answer`)
 * waits until the test calls `release` with the server's answer. `calls` counts the uploads that
 * arrived and `aborted` those the page cancelled. (MSW cannot play the upload's progress: the
 * progress itself is tested with a stand-in XMLHttpRequest in src/api/uploadWithProgress.test.ts.)
 */
export const holdUpload = () => {
  const seen = { calls: 0, aborted: 0 };
  const waiting: ((response: Response) => void)[] = [];
  const answer = ({ request }: { request: Request }) => {
    seen.calls += 1;
    return new Promise<Response>((resolve) => {
      waiting.push(resolve);
      request.signal.addEventListener('abort', () => {
        seen.aborted += 1;
        waiting.splice(waiting.indexOf(resolve), 1);
        resolve(HttpResponse.error());
      });
    });
  };
  /** Answers the oldest upload still waiting. */
  const release = (response: Response) => waiting.shift()?.(response);
  return { seen, answer, release };
};
