import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';

const config = (): InternalAxiosRequestConfig => ({
  headers: new AxiosHeaders(),
  url: '/api/x',
  method: 'get',
});

/** An axios error as the client sees it after the server answered `status` with `data`. */
export function responseError(status: number, data: unknown = {}): AxiosError {
  const cfg = config();
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    cfg,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config: cfg,
    },
  );
}

/** An axios error without a response: `code` tells time-out, network failure or cancel. */
export function transportError(code: string, message = 'Network Error'): AxiosError {
  return new AxiosError(message, code, config(), {});
}
