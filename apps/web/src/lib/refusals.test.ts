import { ERROR_MESSAGES } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { refusalText } from './refusals';

const inBengali = (code: string) => `bn:${code}`;

describe('refusalText', () => {
  it('words a refusal with its fixed text from the catalogue, by its code', () => {
    const error = new ApiError(409, ERROR_MESSAGES.emailTaken, 'emailTaken');
    expect(refusalText(error, inBengali)).toBe('bn:emailTaken');
  });

  it('keeps the server’s words when they carry details the fixed text has not', () => {
    const error = new ApiError(409, 'Block Print Kurti is sold out in size M.', 'orderLinesChanged');
    expect(refusalText(error, inBengali)).toBe('Block Print Kurti is sold out in size M.');
  });

  it('keeps the words of a code the catalogue does not know, and of a failure that is no refusal', () => {
    expect(refusalText(new ApiError(400, 'Something new.', 'somethingNew'), inBengali)).toBe(
      'Something new.',
    );
    expect(refusalText(new Error('Failed to fetch'), inBengali)).toBe('Failed to fetch');
    expect(refusalText(null, inBengali)).toBe('');
  });
});
