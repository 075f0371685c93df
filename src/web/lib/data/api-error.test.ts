import { expect, test } from 'vitest';
import { ApiError, apiErrorMessage, apiErrorStatus, readApiError } from './api-error.ts';
import { isUnauthorizedError } from './api-client.ts';

test('an API error reads "<status>: <body>" and carries the status, parsed body and server message', () => {
  const error = new ApiError(409, '{"message":"Prices changed","currentPrices":[]}');
  expect(error.message).toBe('409: {"message":"Prices changed","currentPrices":[]}');
  expect(error.status).toBe(409);
  expect(error.body).toEqual({ message: 'Prices changed', currentPrices: [] });
  expect(error.serverMessage).toBe('Prices changed');
  expect(readApiError(error)).toEqual({ status: 409, body: error.body });
  expect(apiErrorStatus(error)).toBe(409);
  expect(apiErrorMessage(error)).toBe('Prices changed');
});

test('a plain-text body stays text and has no server message', () => {
  const error = new ApiError(502, 'Bad Gateway');
  expect(error.message).toBe('502: Bad Gateway');
  expect(error.body).toBe('Bad Gateway');
  expect(error.serverMessage).toBeNull();
});

test('only API errors are read as API errors, and only a 401 means signed out', () => {
  const lookalike = new Error('401: {"message":"Unauthorized"}');
  expect(readApiError(lookalike)).toBeNull();
  expect(apiErrorStatus(lookalike)).toBeNull();
  expect(isUnauthorizedError(lookalike)).toBe(false);
  expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
  expect(isUnauthorizedError(new ApiError(403, '{"message":"Forbidden"}'))).toBe(false);
});
