import { ERROR_MESSAGES, RegisterBody } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { checkWith } from './form-errors';
import { fieldProblemsIn, refusalText } from './refusals';

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

describe('fieldProblemsIn', () => {
  it('words each field’s problem from the catalogue when it is one of its texts, whoever found it', () => {
    // The form's own check (the contract's schema) and the API's field issues carry the same texts.
    const checked = checkWith(RegisterBody, { name: ' ', email: 'not an email', password: 'short' });
    expect(checked.errors && fieldProblemsIn(checked.errors, inBengali)).toEqual({
      name: 'bn:nameRequired',
      email: 'bn:emailInvalid',
      password: 'bn:passwordTooShort',
    });
  });

  it('keeps a problem the catalogue has no text for, and a field without one', () => {
    expect(
      fieldProblemsIn(
        { code: 'Too big: expected string to have <=30 characters', kind: undefined },
        inBengali,
      ),
    ).toEqual({
      code: 'Too big: expected string to have <=30 characters',
      kind: undefined,
    });
  });
});
