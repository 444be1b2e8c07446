import { RegisterBody } from '@haat/contracts';
import { describe, expect, it } from 'vitest';
import { checkWith } from './form-errors';

describe('checkWith', () => {
  it('answers the values as the API reads them when they pass', () => {
    expect(
      checkWith(RegisterBody, { name: ' Rina ', email: ' rina@haat.test ', password: 'long-enough' }),
    ).toEqual({
      values: { name: 'Rina', email: 'rina@haat.test', password: 'long-enough' },
    });
  });

  it("answers each field's first problem, in the contract's words", () => {
    expect(checkWith(RegisterBody, { name: '', email: '', password: 'short' }).errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required',
      password: 'Password must be at least 8 characters.',
    });
  });
});
