import { loadScript } from './loadScript';

/**
 * The external post-payment quiz (a chat-SDK quiz, version 1.14.5; spec 000 §7). The script
 * defines `window.StylingQuiz`; `mount` renders the quiz into a container and reports its
 * completion event. Tests replace this module.
 */
export type QuizClient = { firstName: string; lastName: string; email: string };

export type QuizSdkOptions = {
  scriptUrl: string;
  container: HTMLElement;
  partnerToken: string;
  partnerUserId: string;
  client: QuizClient;
  sessionToken: string;
  onComplete: () => void;
};

type QuizWidget = { on: (event: 'complete', handler: () => void) => void; destroy?: () => void };

type QuizSdkGlobal = {
  mount: (
    container: HTMLElement,
    config: {
      partnerToken: string;
      partnerUserId: string;
      client: QuizClient;
      sessionToken: string;
    },
  ) => QuizWidget;
};

/** Where the SDK keeps its own session token; cleared first so a previous quiz never resumes. */
export const QUIZ_SDK_STORAGE_KEY = 'styling-quiz-sdk-token';

/** Loads the SDK and mounts the quiz; resolves to an unmount function. */
export const mountQuiz = async ({
  scriptUrl,
  container,
  onComplete,
  ...config
}: QuizSdkOptions): Promise<() => void> => {
  window.localStorage.removeItem(QUIZ_SDK_STORAGE_KEY);
  await loadScript(scriptUrl);
  const sdk = (window as Window & { StylingQuiz?: QuizSdkGlobal }).StylingQuiz;
  if (!sdk) throw new Error('The quiz SDK loaded without defining StylingQuiz');
  const widget = sdk.mount(container, config);
  widget.on('complete', onComplete);
  return () => widget.destroy?.();
};
