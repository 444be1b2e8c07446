import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ErrorResponse } from './errors';

export const c = initContract();

/** An amount of money in taka, with at most two decimals (stored as poisha on the server). */
export const Taka = z.number().nonnegative().multipleOf(0.01);

/** Query strings carry text; these read a positive whole number out of it. */
export const PageNumber = z.coerce.number().int().min(1).max(100_000).default(1);

/** Responses every call may give besides its own. */
export const commonResponses = {
  400: ErrorResponse,
  404: ErrorResponse,
  429: ErrorResponse,
  500: ErrorResponse,
} as const;
