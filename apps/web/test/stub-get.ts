import type { AxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { http } from '../src/lib/http/client';
import { responseError } from './axios-errors';

type Answer = unknown | ((params: Record<string, unknown>) => unknown);

/**
 * Stubs `http.get` by URL: each answer is the response data (or a function of the query
 * params); a URL without an answer fails with 404, as an unknown id does on the server.
 */
export function stubGet(answers: Record<string, Answer>) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: AxiosRequestConfig) => {
    if (!(url in answers)) throw responseError(404, { message: 'Not found' });
    const answer = answers[url];
    const data =
      typeof answer === 'function' ? answer((config?.params ?? {}) as Record<string, unknown>) : answer;
    return { data } as never;
  });
}
