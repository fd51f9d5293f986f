// Kept apart from axios, so the pages' shell can show these words without loading the HTTP client.

/** The error catalogue of spec section 8, word for word. */
export const errorMessages = {
  offline: 'You are currently offline. Please check your internet connection.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You do not have permission to perform this action.',
  validationFailed: 'Validation failed.',
  maintenance: 'Site is under maintenance. Only administrators can access the site.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  noResponse: 'Unable to connect to the server. Please check your internet connection.',
} as const;

/** Axios error code of a request refused before sending because the browser is offline. */
export const OFFLINE_CODE = 'ERR_OFFLINE';
