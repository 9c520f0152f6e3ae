import { describe, expect, it } from 'vitest';
import { generateForm } from '../../../src/editor/panels/form/formSchema';
import { buttonStyleSchema } from '../../../src/components/shared/buttonStyleSchema';
import { sharedStyleFields } from '../../../src/schema/styleFields';

const SPEC_BORDER_STYLES = [
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
];

type JsonNode = { properties?: Record<string, JsonNode>; enum?: unknown[]; anyOf?: JsonNode[] };
const property = (node: JsonNode, ...path: string[]): JsonNode =>
  path.reduce<JsonNode>((at, key) => {
    const inner = at.anyOf?.find((option) => option.properties) ?? at;
    return inner.properties![key]!;
  }, node);

describe('border styles', () => {
  it("a button's border offers the spec's eight styles, no more", () => {
    const { schema } = generateForm(buttonStyleSchema());
    expect(property(schema as JsonNode, 'border', 'style').enum).toEqual(SPEC_BORDER_STYLES);
  });

  it("every block's shared border offers the same eight", () => {
    expect(sharedStyleFields.border.unwrap().shape.style.unwrap().options).toEqual(
      SPEC_BORDER_STYLES,
    );
  });
});
