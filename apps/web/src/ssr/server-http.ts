import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../lib/http/client';

/** One API call made by the server for a page it renders, answered in-process (no network hop). */
export type ApiCall = (request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

/**
 * Points the app's HTTP client at the server's own API: every call of a server render goes to
 * `callApi` as a guest (no token exists on the server), quietly (no toasts, no redirects).
 */
export function answerHttpFrom(callApi: ApiCall): void {
  http.defaults.silent = true;
  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(config.headers.toJSON())) {
      if (typeof value === 'string' && name.toLowerCase() !== 'authorization') headers[name] = value;
    }
    const answer = await callApi({
      method: (config.method ?? 'get').toUpperCase(),
      url: axios.getUri(config),
      headers,
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status,
      statusText: '',
      headers: answer.headers,
      config,
      request: {},
    };
    if (config.validateStatus ? config.validateStatus(answer.status) : true) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
}
