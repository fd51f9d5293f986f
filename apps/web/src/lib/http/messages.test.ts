import { describe, expect, it } from 'vitest';
import { responseError, transportError } from '../../../test/axios-errors';
import { errorMessages, messageForError, OFFLINE_CODE } from './messages';

describe('messageForError (spec section 8)', () => {
  it('offline', () => {
    expect(messageForError(transportError(OFFLINE_CODE))).toEqual([
      'You are currently offline. Please check your internet connection.',
    ]);
  });
  it('401', () => {
    expect(messageForError(responseError(401, { message: 'Token expired' }))).toEqual([
      'Your session has expired. Please log in again.',
    ]);
  });
  it('403', () => {
    expect(messageForError(responseError(403))).toEqual([
      'You do not have permission to perform this action.',
    ]);
  });
  it('404 is only logged', () => {
    expect(messageForError(responseError(404, { message: 'Not found' }))).toEqual([]);
  });
  it('422 shows each message of the errors map', () => {
    const error = responseError(422, {
      message: 'Validation failed.',
      errors: { email: ['The e-mail address is taken.'], password: ['Too short.', 'Too common.'] },
    });
    expect(messageForError(error)).toEqual(['The e-mail address is taken.', 'Too short.', 'Too common.']);
  });
  it('422 without a map shows the message, else the default', () => {
    expect(messageForError(responseError(422, { message: 'The lot is closed.' }))).toEqual([
      'The lot is closed.',
    ]);
    expect(messageForError(responseError(422, {}))).toEqual(['Validation failed.']);
  });
  it('503 with the maintenance flag shows the server message or the default', () => {
    expect(messageForError(responseError(503, { maintenance: true, message: 'Back at noon.' }))).toEqual([
      'Back at noon.',
    ]);
    expect(messageForError(responseError(503, { maintenance: true }))).toEqual([
      'Site is under maintenance. Only administrators can access the site.',
    ]);
  });
  it('other 503', () => {
    expect(messageForError(responseError(503, { message: 'Overloaded' }))).toEqual([
      'Service temporarily unavailable. Please try again later.',
    ]);
  });
  it.each([500, 502, 504])('%i', (status) => {
    expect(messageForError(responseError(status, { message: 'stack trace' }))).toEqual([
      'An unexpected error occurred. Please try again later.',
    ]);
  });
  it('time-out', () => {
    expect(messageForError(transportError('ECONNABORTED', 'timeout of 60000ms exceeded'))).toEqual([
      'Request timed out. Please try again.',
    ]);
    expect(messageForError(transportError('ETIMEDOUT'))).toEqual([errorMessages.timeout]);
  });
  it('no response', () => {
    expect(messageForError(transportError('ERR_NETWORK'))).toEqual([
      'Unable to connect to the server. Please check your internet connection.',
    ]);
  });
  it('a cancelled request says nothing', () => {
    expect(messageForError(transportError('ERR_CANCELED', 'canceled'))).toEqual([]);
  });
  it('other 4xx show the server message', () => {
    expect(messageForError(responseError(409, { message: 'Your bid is too low.' }))).toEqual([
      'Your bid is too low.',
    ]);
  });
});
