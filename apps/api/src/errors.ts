import { ERROR_MESSAGES, type ErrorCode, type ErrorResponse, type ValidationIssue } from '@haat/contracts';

/** A refusal with a fixed text: its code is the key of the text in the catalogue. */
export type FixedErrorCode = keyof typeof ERROR_MESSAGES;

/** Why a request is refused: a code, its English text and the details the text was worded with. */
export type Refusal = {
  code: ErrorCode;
  message: string;
  params?: NonNullable<ErrorResponse['params']>;
  issues?: ValidationIssue[];
};

const refusalOf = (reason: FixedErrorCode | Refusal): Refusal =>
  typeof reason === 'string' ? { code: reason, message: ERROR_MESSAGES[reason] } : reason;

/**
 * Errors a service throws for a request that cannot be done; the central error handler turns each
 * into its status and the one error shape. Anything else is an unexpected 500.
 */
export class HttpError extends Error {
  readonly refusal: Refusal;
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    reason: FixedErrorCode | Refusal,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    const refusal = refusalOf(reason);
    super(refusal.message);
    this.refusal = refusal;
    this.name = 'HttpError';
  }

  /** The answer's body. */
  toResponse(): ErrorResponse {
    const { code, message, params, issues } = this.refusal;
    return { success: false, code, message, ...(params ? { params } : {}), ...(issues ? { issues } : {}) };
  }
}

/** A refusal of one field of the body, so a form can show it under that field. */
export const fieldRefusal = (field: string, code: FixedErrorCode): Refusal => ({
  code,
  message: ERROR_MESSAGES[code],
  issues: [{ path: `body.${field}`, message: ERROR_MESSAGES[code], code }],
});

export class BadRequest extends HttpError {
  constructor(reason: FixedErrorCode | Refusal) {
    super(400, reason);
  }
}

export class Unauthorized extends HttpError {
  constructor(reason: FixedErrorCode | Refusal) {
    super(401, reason);
  }
}

export class Forbidden extends HttpError {
  constructor(reason: FixedErrorCode | Refusal) {
    super(403, reason);
  }
}

export class NotFound extends HttpError {
  constructor(reason: FixedErrorCode | Refusal) {
    super(404, reason);
  }
}

export class Conflict extends HttpError {
  constructor(reason: FixedErrorCode | Refusal) {
    super(409, reason);
  }
}

export class TooManyRequests extends HttpError {
  constructor(retryAfterMs: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    super(
      429,
      {
        code: 'tooManyAttempts',
        message: `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        params: { minutes },
      },
      { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
    );
  }
}
