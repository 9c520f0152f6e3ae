import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { blockGridSchema } from '../../../src/components/block-grid/schema';
import { generateForm } from '../../../src/editor/panels/form/formSchema';
import { InterpretedValidator } from '../../../src/editor/panels/form/interpretedValidator';

/**
 * The served pages' CSP forbids eval: here every way to compile code throws, as it would in
 * the browser, and the validator must still answer.
 */
const realFunction = globalThis.Function;
const realEval = globalThis.eval;
beforeEach(() => {
  const refuse = () => {
    throw new EvalError('Refused to evaluate a string as JavaScript (CSP)');
  };
  globalThis.Function = new Proxy(realFunction, { apply: refuse, construct: refuse });
  globalThis.eval = refuse as typeof eval;
});
afterEach(() => {
  globalThis.Function = realFunction;
  globalThis.eval = realEval;
});

type Json = Record<string, unknown>;

/** The anyOf of a block in the block grid's form: a block inline, or another block's id. */
function blockOptions(): { root: RJSFSchema; options: RJSFSchema[] } {
  const { schema } = generateForm(blockGridSchema.content);
  const root = schema as Json;
  const containers = (root.properties as Json).containers as Json;
  const blocks = ((containers.items as Json).properties as Json).blocks as Json;
  return { root: schema as RJSFSchema, options: (blocks.items as Json).anyOf as RJSFSchema[] };
}

describe('the editor forms validate without compiling code (CSP: no eval)', () => {
  it('tells which option of an anyOf a value matches: an inline block or an id', () => {
    const validator = new InterpretedValidator();
    const { root, options } = blockOptions();
    const [inline, id] = [
      options.findIndex((o) => (o as Json).type === 'object'),
      options.findIndex((o) => (o as Json).type === 'string'),
    ];
    expect(inline).toBeGreaterThanOrEqual(0);
    expect(id).toBeGreaterThanOrEqual(0);
    const block = { id: 'b1', order: 0, type: 'text', action_type: 'post' };
    expect(validator.isValid(options[inline]!, block, root)).toBe(true);
    expect(validator.isValid(options[id]!, block, root)).toBe(false);
    expect(validator.isValid(options[id]!, 'b-story', root)).toBe(true);
    expect(validator.isValid(options[inline]!, 'b-story', root)).toBe(false);
  });

  it("names each failing field in rjsf's error shape", () => {
    const validator = new InterpretedValidator();
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: 3 },
        items: { type: 'array', items: { type: 'number', minimum: 1 } },
      },
      required: ['title'],
    };
    expect(validator.validateFormData({ title: 'abc', items: [1, 2] }, schema).errors).toEqual([]);
    const { errors, errorSchema } = validator.validateFormData(
      { title: 'abcd', items: [1, 0] },
      schema,
    );
    expect(errors.map((e) => [e.name, e.property])).toEqual([
      ['maxLength', '.title'],
      ['minimum', '.items.1'],
    ]);
    expect((errorSchema as Json).title).toEqual({ __errors: [errors[0]!.message] });
    const missing = validator.validateFormData({}, schema);
    expect(missing.errors.map((e) => e.name)).toEqual(['required']);
  });
});
