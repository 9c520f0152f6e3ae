import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ComponentPanel } from '../../../src/editor/panels/ComponentPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { storeWith } from './panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

describe("the panel's header", () => {
  it('names the component; its type shows beside it only when the owner gave it a name of its own', () => {
    const id = storeWith('product-attributes');
    render(<ComponentPanel id={id} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Product attributes' })).toBeVisible();
    expect(screen.getAllByText('Product attributes')).toHaveLength(1);

    act(() => editorStore.getState().renameComponent(id, 'Lamp specs'));
    expect(screen.getByRole('heading', { level: 2, name: 'Lamp specs' })).toBeVisible();
    expect(screen.getByText('Product attributes')).toBeVisible();
  });
});
