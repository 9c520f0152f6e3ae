import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineComponentSchema } from '../../src/schema/componentSchema';

describe("a component type's schemas", () => {
  it('are built the first time they are read, once, not when the type is defined', () => {
    const content = vi.fn(() => z.object({ label: z.string().default('Hi') }));
    const style = vi.fn(() => z.object({}));
    const type = defineComponentSchema({
      type: 'greeting',
      label: 'Greeting',
      group: 'Text',
      description: 'A test type.',
      content,
      style,
    });
    expect(type.label).toBe('Greeting');
    expect(content).not.toHaveBeenCalled();
    expect(style).not.toHaveBeenCalled();
    expect(type.content.parse({})).toEqual({ label: 'Hi' });
    expect(type.content).toBe(type.content);
    expect(content).toHaveBeenCalledTimes(1);
    expect(style).not.toHaveBeenCalled();
  });
});
