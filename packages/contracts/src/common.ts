import { type AppRoute, initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ERROR_MESSAGES, ErrorResponse } from './errors';

export const c = initContract();

/**
 * What a text field may hold: no control characters (C0 but tab, line feed and carriage return,
 * DEL and C1) and no lone surrogates. PostgreSQL refuses NUL outright, and the others are never
 * typed by a person: they are refused with a 400 instead of reaching the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const MULTILINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;
/** The same, and no tabs or line breaks either: names, emails, search words, ids. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]*$/u;

/**
 * The one string type of every text field and query parameter of the contract: a line of text.
 * `message` words the refusal of a missing or non-string value.
 */
export const text = (message?: string) =>
  z.string(message ? { message } : undefined).regex(SINGLE_LINE_TEXT, ERROR_MESSAGES.textInvalidCharacters);

/** A line of text that may arrive as a number too (a query parameter the client sends as one). */
export const textOrNumber = () =>
  z.coerce.string<string | number>().regex(SINGLE_LINE_TEXT, ERROR_MESSAGES.textInvalidCharacters);

/** Text that may run over several lines, such as order notes and reviews. */
export const multilineText = (message?: string) =>
  z.string(message ? { message } : undefined).regex(MULTILINE_TEXT, ERROR_MESSAGES.textInvalidCharacters);

/** A line of text that must hold more than spaces; `message` words its refusal when it does not. */
export const requiredText = (message: string, max: number) => text(message).trim().min(1, message).max(max);

/** Text over several lines that must hold more than spaces; `message` words its refusal when it does not. */
export const requiredMultilineText = (message: string, max: number) =>
  multilineText(message).trim().min(1, message).max(max);

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

/**
 * Marks a call that needs the bearer token of a signed-in user. The API guards every call so
 * marked (401 without a valid token) and the OpenAPI document declares it: one list, two uses.
 */
export const signedIn = { metadata: { auth: 'bearer' } } as const;

export const requiresSignIn = (route: AppRoute): boolean =>
  (route.metadata as { auth?: unknown } | undefined)?.auth === 'bearer';

/**
 * Marks a call of the shop's operators: the bearer token of a signed-in user whose role, read from
 * their row on every call, is `admin`. Without a token 401; with a shopper's 403.
 */
export const operatorOnly = { metadata: { auth: 'bearer', role: 'admin' } } as const;

export const requiresOperator = (route: AppRoute): boolean =>
  (route.metadata as { role?: unknown } | undefined)?.role === 'admin';
