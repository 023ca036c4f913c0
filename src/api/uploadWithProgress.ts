import type { BaseQueryApi, FetchArgs, QueryReturnValue } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import {
  absolute,
  afterFailedCall,
  forCurrentUser,
  noUserError,
  rootUrls,
  setPolicyHeaders,
} from './baseQuery';
import { rootOfCall, type ApiRoot } from './callRoots';
import { isApiError, type ApiError } from './errors';

/** Told how much of an upload has gone: a fraction from 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** A call that sends a picture: multipart form data, or JSON (a picture in base64). */
export type UploadCall = Pick<FetchArgs, 'url' | 'method'> & {
  body: FormData | Record<string, unknown>;
};

export type UploadApi = Pick<BaseQueryApi, 'signal' | 'dispatch' | 'getState' | 'endpoint'>;

export type UploadResult = QueryReturnValue<unknown, ApiError, undefined>;

/** The error of an upload the shopper cancelled: not a failure, never reported. */
export const UPLOAD_CANCELLED = 'Upload cancelled';

export const isUploadCancelled = (error: unknown) =>
  isApiError(error) && error.status === 'CUSTOM_ERROR' && error.error === UPLOAD_CANCELLED;

const cancelled: ApiError = { status: 'CUSTOM_ERROR', error: UPLOAD_CANCELLED };

/** The root's URL joined with the call's path, as fetchBaseQuery joins them. */
const urlOf = (root: ApiRoot, path: string) =>
  `${absolute(rootUrls[root]).replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The answer as fetchBaseQuery's JSON handler reads it: data, or the HTTP status with data. */
const answerOf = (status: number, text: string): UploadResult => {
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : null;
  } catch (error) {
    return {
      error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: String(error) },
    };
  }
  return status >= 200 && status < 300 ? { data } : { error: { status, data } };
};

/**
 * An upload the page can follow (fetch cannot tell how much of a body has gone): an
 * XMLHttpRequest with the base query's policy — the current user's id for `{uid}`, the token and
 * platform headers, the error classes (HTTP status with its data, FETCH_ERROR, TIMEOUT_ERROR,
 * PARSING_ERROR), 401 sign-out and the reporting policy. `onProgress` hears the fraction sent;
 * `api.signal` cancels (answered as `isUploadCancelled`, not reported). The request times out
 * when nothing has moved for the request time-out, so a slow connection that keeps sending is not
 * cut off. RTK Query mutations call it from their `queryFn`.
 */
export const uploadWithProgress = (
  call: UploadCall,
  api: UploadApi,
  { onProgress, root = 'gateway' }: { onProgress?: ProgressListener; root?: ApiRoot } = {},
): Promise<UploadResult> => {
  const request = forCurrentUser(call as FetchArgs, api) as UploadCall | null;
  if (request === null) return Promise.resolve({ error: noUserError });
  const { signal } = api;
  if (signal.aborted) return Promise.resolve({ error: cancelled });

  return new Promise<UploadResult>((resolve) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const settle = (result: UploadResult) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
      if (result.error && !isUploadCancelled(result.error)) afterFailedCall(api, result.error);
      resolve(result);
    };
    const stop = () => xhr.abort();
    /** Waits the request time-out again: from the start, and from each sign of progress. */
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, env.requestTimeoutMs);
    };

    xhr.open(request.method ?? 'POST', urlOf(rootOfCall(api.endpoint, root), request.url));
    const headers = setPolicyHeaders(new Headers(), api);
    const { body } = request;
    const form = body instanceof FormData;
    if (!form) headers.set('content-type', 'application/json');
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      arm();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => settle(answerOf(xhr.status, xhr.responseText));
    xhr.onerror = () =>
      settle({ error: { status: 'FETCH_ERROR', error: 'TypeError: Network request failed' } });
    xhr.onabort = () =>
      settle({
        error: timedOut
          ? { status: 'TIMEOUT_ERROR', error: 'AbortError: The upload timed out' }
          : cancelled,
      });
    signal.addEventListener('abort', stop, { once: true });
    arm();
    xhr.send(form ? body : JSON.stringify(body));
  });
};

/** An upload's result as a mutation's `queryFn` answers it: the answer read by `read`. */
export const readUpload = <Answer, T>(
  result: UploadResult,
  read: (answer: Answer) => T,
): QueryReturnValue<T, ApiError, undefined> =>
  result.error ? { error: result.error } : { data: read(result.data as Answer) };
