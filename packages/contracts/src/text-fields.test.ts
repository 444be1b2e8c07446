import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './errors';
import { everyRoute, textFieldsOf } from './testing/text-fields';

const calls = everyRoute();
const fields = calls.flatMap(({ name, route }) =>
  textFieldsOf(route).map((field) => ({ ...field, label: `${name} ${field.where}.${field.path.join('.')}` })),
);

describe('every text field and parameter of the contract', () => {
  it('is found by the walk (so the checks below cover the whole contract)', () => {
    const labels = fields.map((field) => field.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'auth.register body.name',
        'auth.register body.password',
        'account.updateProfile body.phone',
        'catalogue.products query.search',
        'catalogue.products query.brand',
        'catalogue.product params.id',
        'wishlist.remove params.productId',
      ]),
    );
  });

  it.each(fields.map((field) => [field.label, field] as const))(
    '%s refuses NUL, other control characters and lone surrogates',
    (_label, field) => {
      for (const bad of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\ud800b']) {
        const result = field.schema.safeParse(bad);
        expect(result.success, JSON.stringify(bad)).toBe(false);
      }
      // Where the field's own rules allow the text at all, the refusal is the one for these characters.
      const refused = field.schema.safeParse('Karim\u0000');
      expect(refused.error?.issues.map((issue) => issue.message)).toContain(
        ERROR_MESSAGES.textInvalidCharacters,
      );
    },
  );
});
