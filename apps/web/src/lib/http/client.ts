import axios, { AxiosError } from 'axios';
import axiosRetry from 'axios-retry';
import { readToken } from '../auth/token-storage';
import { handleHttpError } from './error-effects';
import { errorMessages, OFFLINE_CODE } from './messages';
import { isRetryableError, MAX_RETRIES, retryDelay } from './retry';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Suppress the catalogue's messages and redirects for this request. */
    silent?: boolean;
  }
}

/** Spec section 9: 60 s request time-out. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The one HTTP client of the web app: same origin, JSON, bearer token, retries, error catalogue. */
export const http = axios.create({
  baseURL: '',
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new AxiosError(errorMessages.offline, OFFLINE_CODE, config);
  }
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

axiosRetry(http, {
  retries: MAX_RETRIES,
  retryDelay: (retryCount) => retryDelay(retryCount),
  retryCondition: isRetryableError,
  shouldResetTimeout: true,
});

// Registered after axios-retry, so it sees only the final failure of a request.
http.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError) handleHttpError(error);
  return Promise.reject(error);
});
