import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { gatewayUrl } from '@/testing/apiUrls';
import { recordReports } from '@/testing/reports';
import { signedIn } from './authSlice';
import { UID } from './currentUser';
import { isUploadCancelled, uploadWithProgress } from './uploadWithProgress';

type Listener = (() => void) | null;

/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's, and MSW's, cannot report upload
 * progress): it records what was sent and lets the test play the upload and the answer.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  aborted = false;
  status = 0;
  responseText = '';
  onload: Listener = null;
  onerror: Listener = null;
  onabort: Listener = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The browser's upload progress: `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  answer(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }
}

const sent = () => {
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('Nothing was sent');
  return xhr;
};

const signedInStore = () => {
  const store = makeStore();
  store.dispatch(signedIn({ apiToken: 'secret-token', userId: 'user 7' }));
  return store;
};

const apiOf = (store: ReturnType<typeof makeStore>, signal = new AbortController().signal) => ({
  signal,
  dispatch: store.dispatch,
  getState: store.getState,
  endpoint: 'addPhoto',
});

describe('uploadWithProgress', () => {
  const reports = recordReports();

  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends a form with the token and platform headers, reports progress and answers the JSON', async () => {
    const store = signedInStore();
    const form = new FormData();
    form.append('picture', new Blob(['x']), 'me.png');
    const progress: number[] = [];
    const result = uploadWithProgress(
      { url: `proxy/user/${UID}/photos`, method: 'POST', body: form },
      apiOf(store),
      { onProgress: (fraction) => progress.push(fraction) },
    );
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(gatewayUrl('proxy/user/user%207/photos'));
    expect(xhr.headers).toEqual({ token: 'secret-token', platform: 'web-desktop' });
    expect(xhr.body).toBe(form);
    xhr.progress(0, 400);
    xhr.progress(100, 400);
    xhr.progress(300, 400, false);
    xhr.progress(400, 400);
    expect(progress).toEqual([0, 0.25, 1]);
    xhr.answer(201, '{"photo_uuid":"p1"}');
    expect(await result).toEqual({ data: { photo_uuid: 'p1' } });
    expect(reports).toEqual([]);
  });

  it('sends other bodies as JSON, with the current user filled in', async () => {
    const result = uploadWithProgress(
      { url: 'proxy/item', method: 'POST', body: { picture: 'abc', owner_uuid: UID } },
      apiOf(signedInStore()),
    );
    const xhr = sent();
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(JSON.parse(xhr.body as string)).toEqual({ picture: 'abc', owner_uuid: 'user 7' });
    xhr.answer(200, '');
    expect(await result).toEqual({ data: null });
  });

  it('fails with 400 without touching the network when nobody is signed in', async () => {
    const result = await uploadWithProgress(
      { url: `proxy/user/${UID}/photos`, method: 'POST', body: new FormData() },
      apiOf(makeStore()),
    );
    expect(result).toEqual({
      error: { status: 400, data: { message: 'No authenticated user id' } },
    });
    expect(FakeXhr.last).toBeNull();
  });

  it('answers an HTTP failure with its status and data, and reports it', async () => {
    const result = uploadWithProgress(
      { url: 'proxy/item', method: 'POST', body: {} },
      apiOf(signedInStore()),
    );
    sent().answer(500, '{"message":"Broken"}');
    expect(await result).toEqual({ error: { status: 500, data: { message: 'Broken' } } });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.context).toMatchObject({ endpoint: 'addPhoto', status: 500 });
  });

  it('signs out on 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = signedInStore();
    const result = uploadWithProgress(
      { url: 'proxy/item', method: 'POST', body: {} },
      apiOf(store),
    );
    sent().answer(401, '{"message":"Expired"}');
    expect(await result).toEqual({ error: { status: 401, data: { message: 'Expired' } } });
    expect(store.getState().auth.apiToken).toBeNull();
  });

  it('answers an unreadable answer as PARSING_ERROR and a lost connection as FETCH_ERROR', async () => {
    const store = signedInStore();
    const unreadable = uploadWithProgress({ url: 'proxy/item', body: {} }, apiOf(store));
    sent().answer(200, '<html>');
    expect(await unreadable).toMatchObject({
      error: { status: 'PARSING_ERROR', originalStatus: 200, data: '<html>' },
    });
    const lost = uploadWithProgress({ url: 'proxy/item', body: {} }, apiOf(store));
    sent().onerror?.();
    expect(await lost).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it('stops the request when its signal is aborted: cancelled, not reported', async () => {
    const controller = new AbortController();
    const result = uploadWithProgress(
      { url: 'proxy/item', method: 'POST', body: {} },
      apiOf(signedInStore(), controller.signal),
    );
    sent().progress(10, 100);
    controller.abort();
    const outcome = await result;
    expect(sent().aborted).toBe(true);
    expect(outcome.error && isUploadCancelled(outcome.error)).toBe(true);
    expect(reports).toEqual([]);
  });

  it('times out when the upload makes no progress for the request time-out', async () => {
    vi.useFakeTimers();
    const result = uploadWithProgress({ url: 'proxy/item', body: {} }, apiOf(signedInStore()));
    await vi.advanceTimersByTimeAsync(20_000);
    sent().progress(10, 100);
    // Progress keeps the request alive: 20 s + 20 s is more than the 30 s time-out.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent().aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent().aborted).toBe(true);
    expect(await result).toMatchObject({ error: { status: 'TIMEOUT_ERROR' } });
  });
});
