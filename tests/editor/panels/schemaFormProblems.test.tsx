import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);
vi.setConfig({ testTimeout: 30_000 });

describe('a form saved as a whole knows when a field shows a message', () => {
  it('reports how many fields are wrong, and none once they are fixed', async () => {
    const schema = z.object({ pageSize: z.number().min(1).max(50).default(20) });
    const counts: number[] = [];
    render(
      <SchemaForm
        idPrefix="f"
        schema={schema}
        hints={{ pageSize: { label: 'Page size' } }}
        value={{ pageSize: 20 }}
        onCommit={() => undefined}
        onProblems={(count) => counts.push(count)}
        theme={defaultTheme}
        themeMode="light"
      />,
    );
    const field = await screen.findByLabelText('Page size');
    fireEvent.change(field, { target: { value: '500' } });
    expect(counts.at(-1)).toBe(1);
    fireEvent.change(field, { target: { value: '25' } });
    expect(counts.at(-1)).toBe(0);
  });
});
