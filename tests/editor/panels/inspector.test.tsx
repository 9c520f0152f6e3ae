import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InspectorPanel } from '../../../src/editor/panels/InspectorPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { AREA_ID, current, storeWith } from './panelHarness';
import { loadLazyParts } from '../support/lazyParts';
import { LINK_URL_MESSAGE } from '../../../src/schema/linkUrl';

beforeAll(loadLazyParts);

vi.setConfig({ testTimeout: 30_000 });

describe('the inspector follows the selection', () => {
  it('a component shows Content, Styles and Visibility; an area its panel; nothing the page section', () => {
    const id = storeWith('separator');
    render(<InspectorPanel />);
    expect(screen.getByRole('tab', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Styles' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Visibility' })).toBeInTheDocument();
    act(() => editorStore.getState().select({ kind: 'area', id: AREA_ID }));
    expect(screen.queryByRole('tab', { name: 'Content' })).toBeNull();
    act(() => editorStore.getState().select(null));
    for (const name of ['Layout', 'Theme', 'Custom CSS'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Breakpoints and preview widths' }),
    ).toBeInTheDocument();
    act(() => editorStore.getState().select({ kind: 'component', id }));
    expect(screen.getByRole('heading', { name: 'Separator' })).toBeInTheDocument();
  });

  it('a burst of typing in one field is one undo step; undo shows the old value in the form', () => {
    const id = storeWith('links');
    render(<InspectorPanel />);
    const title = screen.getByLabelText('Title');
    for (const value of ['L', 'Li', 'Lin', 'Link', 'Links!'])
      fireEvent.change(title, { target: { value } });
    expect(current(id).data.title).toBe('Links!');
    act(() => editorStore.getState().undo());
    expect(current(id).data.title).toBe('Links');
    expect(screen.getByLabelText('Title')).toHaveValue('Links');
  });

  it('a number typed past its bound and left settles on the bound, and is one undo step back to the value before', () => {
    const id = storeWith('links');
    render(<InspectorPanel />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Styles' }));
    const gap = screen.getByRole('spinbutton', { name: 'Gap' });
    expect(current(id).styles.gap).toBe(8);
    fireEvent.change(gap, { target: { value: '4' } });
    fireEvent.change(gap, { target: { value: '45' } });
    expect(current(id).styles.gap).toBe(4);
    fireEvent.blur(gap);
    expect(current(id).styles.gap).toBe(32);
    expect(screen.getByRole('spinbutton', { name: 'Gap' })).toHaveValue(32);
    act(() => editorStore.getState().undo());
    expect(current(id).styles.gap).toBe(8);
    expect(screen.getByRole('spinbutton', { name: 'Gap' })).toHaveValue(8);
  });

  it('a link the page could not open is named at the field and never stored; a path on this site is', () => {
    const id = storeWith('button');
    render(<InspectorPanel />);
    const link = screen.getByLabelText('Link');
    for (const bad of ['htp:/bad', 'javascript:alert(1)']) {
      fireEvent.change(link, { target: { value: bad } });
      expect(link).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(LINK_URL_MESSAGE);
      expect(current(id).data.link).toBe('');
    }
    fireEvent.change(link, { target: { value: '/c/demo' } });
    expect(link).not.toHaveAttribute('aria-invalid');
    expect(current(id).data.link).toBe('/c/demo');
  });

  it('the visibility section writes device flags and a show-after window with its time zone', () => {
    const id = storeWith('button');
    render(<InspectorPanel />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Visibility' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show on mobile' }));
    expect(current(id).visibility.mobile).toBe(false);
    // Each window is a named group: its Date is told apart from the other window's.
    const after = screen.getByRole('group', { name: 'Show after' });
    expect(screen.getByRole('group', { name: 'Show before' })).toBeInTheDocument();
    fireEvent.change(within(after).getByLabelText(/^Date/), { target: { value: '2031-05-06' } });
    expect(current(id).visibility.showAfterDate).toEqual({
      date: '2031-05-06',
      time: { hour: 12, minute: 0, period: 'AM' },
      timezone: 'UTC',
    });
    fireEvent.change(screen.getAllByLabelText(/^Time zone/)[0]!, {
      target: { value: 'America/New_York' },
    });
    expect(current(id).visibility.showAfterDate?.timezone).toBe('America/New_York');
    fireEvent.change(screen.getAllByLabelText(/^Hour/)[0]!, { target: { value: '13' } });
    expect(
      screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain('Must be at most 12');
    fireEvent.change(screen.getAllByLabelText(/^Date/)[0]!, { target: { value: '' } });
    expect(current(id).visibility.showAfterDate).toBeUndefined();
  });
});
