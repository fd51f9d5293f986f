import { isAxiosError } from 'axios';

/** The server answered 404: the thing asked for does not exist (or not for this user). */
export function isNotFound(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}
