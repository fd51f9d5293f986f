import { isAxiosError } from 'axios';
import { errorMessages, OFFLINE_CODE } from './error-catalogue';

export { errorMessages, OFFLINE_CODE } from './error-catalogue';

export type ErrorKind =
  | 'cancelled'
  | 'offline'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'validation'
  | 'maintenance'
  | 'unavailable'
  | 'server'
  | 'timeout'
  | 'no-response'
  | 'client'
  | 'unknown';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  maintenance?: unknown;
}

function bodyOf(error: unknown): ErrorBody {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  return data !== null && typeof data === 'object' ? (data as ErrorBody) : {};
}

/** The server's `message`, when the answer carried one. */
export function serverMessageOf(error: unknown): string | null {
  const { message } = bodyOf(error);
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The server's field errors of a 422 answer, as `{ field: [text] }`. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const { errors } = bodyOf(error);
  if (errors === null || typeof errors !== 'object') return {};
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors)) {
    const texts = (Array.isArray(value) ? value : [value]).filter((t): t is string => typeof t === 'string');
    if (texts.length > 0) result[field] = texts;
  }
  return result;
}

function isTimeout(error: { code?: string; message: string }): boolean {
  return error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || /timeout/i.test(error.message);
}

export function classifyError(error: unknown): ErrorKind {
  if (!isAxiosError(error)) return 'unknown';
  if (error.code === 'ERR_CANCELED') return 'cancelled';
  if (error.code === OFFLINE_CODE) return 'offline';
  const status = error.response?.status;
  if (status === undefined) return isTimeout(error) ? 'timeout' : 'no-response';
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 422) return 'validation';
  if (status === 503) return bodyOf(error).maintenance === true ? 'maintenance' : 'unavailable';
  if (status >= 500) return 'server';
  return 'client';
}

/**
 * What the user is told about a failed request (spec section 8). An empty list means nothing is
 * shown (404 is only logged, a cancelled request says nothing).
 */
export function messageForError(error: unknown): string[] {
  switch (classifyError(error)) {
    case 'offline':
      return [errorMessages.offline];
    case 'unauthenticated':
      return [errorMessages.sessionExpired];
    case 'forbidden':
      return [errorMessages.forbidden];
    case 'validation': {
      const fieldMessages = Object.values(fieldErrorsOf(error)).flat();
      if (fieldMessages.length > 0) return fieldMessages;
      return [serverMessageOf(error) ?? errorMessages.validationFailed];
    }
    case 'maintenance':
      return [serverMessageOf(error) ?? errorMessages.maintenance];
    case 'unavailable':
      return [errorMessages.unavailable];
    case 'server':
      return [errorMessages.unexpected];
    case 'timeout':
      return [errorMessages.timeout];
    case 'no-response':
      return [errorMessages.noResponse];
    case 'client': {
      const message = serverMessageOf(error);
      return message ? [message] : [];
    }
    default:
      return [];
  }
}
