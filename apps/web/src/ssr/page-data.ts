import type { DehydratedState } from '@tanstack/react-query';

/** The id of the server-rendered page's data block (`<script type="application/json">`, never run). */
export const pageDataElementId = 'page-data';

/** A failed request as the page rendered it: enough to show the same error state again. */
interface SentError {
  message: string;
  code?: string;
  status?: number;
  data?: unknown;
}

/** What the server hands the browser with a rendered page, so hydration renders the same page. */
export interface PageData {
  /** The server's clock when it rendered: countdowns show this instant until the page is live. */
  now: number;
  /** React Router's loader answers by route id, so the loaders do not run again. */
  loaderData: Record<string, unknown>;
  /** The query cache the page was rendered from (failed queries carry a `SentError`). */
  queries: DehydratedState;
}

/** A failed request's error as the HTTP client makes it (read by shape: axios stays out of the entry). */
interface RequestError extends Error {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown };
}

const isRequestError = (error: unknown): error is RequestError =>
  error instanceof Error && (error as Partial<RequestError>).isAxiosError === true;

function sentError(error: unknown): SentError {
  if (isRequestError(error)) {
    return {
      message: error.message,
      code: error.code,
      status: error.response?.status,
      data: error.response?.data,
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * The failure again as the page's code reads it (`isAxiosError`, `response.status`), without
 * loading the HTTP client into the entry: the page's chunk brings it when it needs it.
 */
function revivedError(sent: SentError): Error {
  const response =
    sent.status === undefined ? undefined : { status: sent.status, data: sent.data, headers: {} };
  return Object.assign(new Error(sent.message), {
    name: 'AxiosError',
    isAxiosError: true,
    code: sent.code,
    response,
  });
}

function mapErrors(state: DehydratedState, map: (error: unknown) => unknown): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null
        ? query
        : {
            ...query,
            // The error as sent is a plain object, not an Error: the query cache only keeps it.
            state: { ...query.state, error: map(query.state.error) as Error, fetchFailureReason: null },
          },
    ),
  };
}

/** The data block's text: JSON with `<` escaped, so no text in it can close the script element. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify({ ...data, queries: mapErrors(data.queries, sentError) })
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${pageDataElementId}">${json}</script>`;
}

/** The data block of a server-rendered page, or null on a page the browser renders alone. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(pageDataElementId)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PageData;
    return { ...data, queries: mapErrors(data.queries, (error) => revivedError(error as SentError)) };
  } catch {
    return null;
  }
}
