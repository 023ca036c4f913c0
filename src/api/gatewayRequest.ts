import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { env } from '@/config/env';
import { afterFailedCall, createBaseQuery, setPolicyHeaders } from './baseQuery';
import type { GatewayCall } from '@/services/chat/chatTypes';
import type { ApiError } from './errors';
import type { UploadCall } from './uploadWithProgress';

/** A failed gateway call: the base query's error (class or HTTP status, with its data). */
export class GatewayRequestError extends Error {
  readonly status: ApiError['status'];

  constructor(
    endpoint: string,
    readonly error: ApiError,
  ) {
    const data = 'data' in error ? (error.data as { message?: unknown } | null) : null;
    super(
      typeof data?.message === 'string'
        ? data.message
        : `${endpoint} failed: ${String(error.status)}`,
    );
    this.status = error.status;
  }
}

/** The store's parts a call needs: the token to send, and dispatch to sign out. */
export type StoreAccess = Pick<BaseQueryApi, 'dispatch' | 'getState'>;

const gatewayQuery = createBaseQuery('gateway');

/** A blob when the call succeeded; else the error's JSON (or text), as the json handler reads it. */
const blobOrError = async (response: Response): Promise<unknown> => {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
};

/**
 * The base query's road for calls made outside RTK Query (the chat adapter's, given to it by
 * the chat page): `request` is the base query itself (token and platform headers, the request
 * time-out, error classes, 401 sign-out, the reporting policy) and answers the data or throws a
 * GatewayRequestError; a call with `onUploadProgress` or `signal` goes by ./uploadWithProgress.ts
 * (XMLHttpRequest: the same policy, its progress heard, cancellable). `stream` opens a long-lived answer (server-sent events) with the same
 * headers and failure policy, a time-out on connecting only, and hands back the unread response.
 */
export const createGatewayRequest = ({ dispatch, getState }: StoreAccess) => {
  /** A body to follow or cancel (a picture): XMLHttpRequest, loaded when first needed. */
  const upload = async <T>(call: GatewayCall): Promise<T> => {
    const { uploadWithProgress } = await import('./uploadWithProgress');
    const { endpoint, url, method, body, onUploadProgress, signal } = call;
    const result = await uploadWithProgress(
      { url, method, body: body as UploadCall['body'] },
      { signal: signal ?? new AbortController().signal, dispatch, getState, endpoint },
      { onProgress: onUploadProgress },
    );
    if (result.error) throw new GatewayRequestError(endpoint, result.error);
    return result.data as T;
  };

  const request = async <T>(gatewayCall: GatewayCall): Promise<T> => {
    if (gatewayCall.onUploadProgress || gatewayCall.signal) return upload<T>(gatewayCall);
    const { endpoint, responseType, ...call } = gatewayCall;
    const controller = new AbortController();
    const args: FetchArgs = {
      ...call,
      ...(responseType === 'blob' ? { responseHandler: blobOrError } : {}),
    };
    const api: BaseQueryApi = {
      signal: controller.signal,
      abort: (reason) => controller.abort(reason),
      dispatch,
      getState,
      extra: undefined,
      endpoint,
      type: call.method && call.method !== 'GET' ? 'mutation' : 'query',
    };
    const result = await gatewayQuery(args, api, {});
    if (result.error) throw new GatewayRequestError(endpoint, result.error);
    return result.data as T;
  };

  const stream = async ({
    endpoint,
    url,
    headers,
    signal,
  }: GatewayCall & { signal: AbortSignal }): Promise<Response> => {
    const controller = new AbortController();
    const stop = () => controller.abort(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, env.requestTimeoutMs);
    let response: Response;
    try {
      response = await fetch(new URL(url, new URL(env.gatewayUrl, location.href)).href, {
        headers: setPolicyHeaders(new Headers(headers), { getState }),
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch (cause) {
      signal.removeEventListener('abort', stop);
      // A stream that cannot connect is retried by its reader and shown as reconnecting: the
      // error class goes back to it, not to the error service.
      throw new GatewayRequestError(endpoint, {
        status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR',
        error: String(cause),
      });
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) {
      const data: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      afterFailedCall({ endpoint, dispatch }, { status: response.status, data });
    }
    return response;
  };

  return { request, stream };
};
