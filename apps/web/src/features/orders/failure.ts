import { ApiError } from '../../api/client';

/** A refused change in the server's own words; `fallback` when no answer or no words came. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message ? error.message : fallback;
