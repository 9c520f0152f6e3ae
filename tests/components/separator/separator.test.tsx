import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { separatorComponent } from '../../../src/components/separator/definition';
import { separatorSchema } from '../../../src/components/separator/schema';
import type { LayoutComponent } from '../../../src/schema/layout/component';

const renderSeparator = (styles: Record<string, unknown>) => {
  const { Render } = separatorComponent;
  return render(
    <Render
      data={{}}
      styles={separatorSchema.style.parse(styles)}
      component={{ id: 's', type: 'separator', areaId: 'a', order: 0 } as LayoutComponent}
      builder={false}
    />,
  );
};

describe('separator', () => {
  it(': thickness default 1, style solid', () => {
    expect(separatorSchema.style.parse({})).toMatchObject({ thickness: 1, style: 'solid' });
    // The default line is the stylesheet's: a default separator sets no inline style.
    const { container } = renderSeparator({});
    expect(container.querySelector('hr')?.getAttribute('style')).toBeNull();
    expect(separatorComponent.css).toMatch(
      /\.one-separator \{[^}]*border-top: 1px solid var\(--one-border\);/,
    );
  });

  it(': thickness 1 to 20', () => {
    expect(separatorSchema.style.safeParse({ thickness: 0 }).success).toBe(false);
    expect(separatorSchema.style.safeParse({ thickness: 21 }).success).toBe(false);
    expect(separatorSchema.style.safeParse({ thickness: 20 }).success).toBe(true);
  });

  it(': styles solid, dashed, dotted, double, groove, ridge, inset, outset', () => {
    for (const style of [
      'solid',
      'dashed',
      'dotted',
      'double',
      'groove',
      'ridge',
      'inset',
      'outset',
    ]) {
      expect(separatorSchema.style.safeParse({ style }).success).toBe(true);
    }
    expect(separatorSchema.style.safeParse({ style: 'wavy' }).success).toBe(false);
  });

  it('colour, thickness and style are drawn; separators are exposed as separators', () => {
    const { getByRole } = renderSeparator({ color: '#ff0000', thickness: 4, style: 'dashed' });
    expect(getByRole('separator')).toHaveStyle({ borderTop: '4px dashed #ff0000' });
  });
});
