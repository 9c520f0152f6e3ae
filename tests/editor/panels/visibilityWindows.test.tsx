import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InspectorPanel } from '../../../src/editor/panels/InspectorPanel';
import { editorStore } from '../../../src/editor/store/editorStore';
import { current, storeWith } from './panelHarness';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);
vi.setConfig({ testTimeout: 30_000 });

function openVisibility(type: string): string {
  const id = storeWith(type);
  render(<InspectorPanel />);
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Visibility' }));
  return id;
}

const windowGroup = (name: 'Show after' | 'Show before') => screen.getByRole('group', { name });

function setWindow(name: 'Show after' | 'Show before', date: string, hour: number) {
  const group = windowGroup(name);
  fireEvent.change(within(group).getByLabelText(/^Date/), { target: { value: date } });
  fireEvent.change(within(group).getByLabelText(/^Hour/), { target: { value: String(hour) } });
}

describe('a visibility window shows the time it holds', () => {
  it('a window whose date was just set shows the hour, minute, period and zone it is saved with', () => {
    const id = openVisibility('button');
    const after = windowGroup('Show after');
    fireEvent.change(within(after).getByLabelText(/^Date/), { target: { value: '2031-05-06' } });
    expect(current(id).visibility.showAfterDate?.time).toEqual({
      hour: 12,
      minute: 0,
      period: 'AM',
    });
    expect(within(after).getByLabelText(/^Hour/)).toHaveValue(12);
    expect(within(after).getByLabelText(/^Minute/)).toHaveValue(0);
    expect(within(after).getByRole('radio', { name: 'AM' })).toBeChecked();
    expect(within(after).getByLabelText(/^Time zone/)).toHaveValue('UTC');
  });
});

describe('a window ends after it starts', () => {
  it('a Show before earlier than Show after is not saved, and both dates say why', () => {
    const id = openVisibility('button');
    setWindow('Show after', '2031-05-06', 9);
    setWindow('Show before', '2031-05-10', 5);
    const saved = current(id).visibility;
    fireEvent.change(within(windowGroup('Show before')).getByLabelText(/^Date/), {
      target: { value: '2031-05-01' },
    });
    expect(current(id).visibility).toEqual(saved);
    const messages = screen
      .getAllByRole('alert')
      .map((a) => a.textContent)
      .join(' ');
    expect(messages).toContain('Show before must be later than Show after');
    expect(messages).toContain('Show after must be earlier than Show before');
    // Moving the end back after the start clears the messages and saves it.
    fireEvent.change(within(windowGroup('Show before')).getByLabelText(/^Date/), {
      target: { value: '2031-05-20' },
    });
    expect(current(id).visibility.showBeforeDate?.date).toBe('2031-05-20');
    expect(screen.queryByText(/must be later than/)).toBeNull();
  });

  it('each window is read in its own time zone: 9 AM in Tokyo is before 8 AM in Paris', () => {
    const id = openVisibility('button');
    setWindow('Show after', '2031-05-06', 9);
    fireEvent.change(within(windowGroup('Show after')).getByLabelText(/^Time zone/), {
      target: { value: 'Asia/Tokyo' },
    });
    setWindow('Show before', '2031-05-06', 8);
    fireEvent.change(within(windowGroup('Show before')).getByLabelText(/^Time zone/), {
      target: { value: 'Europe/Paris' },
    });
    expect(current(id).visibility.showBeforeDate?.timezone).toBe('Europe/Paris');
    expect(screen.queryByText(/must be later than/)).toBeNull();
  });

  it('a window saved out of order (an older layout) opens with a warning that it never shows', () => {
    const id = storeWith('button');
    act(() =>
      editorStore.getState().updateComponentVisibility(id, {
        showAfterDate: {
          date: '2031-05-10',
          time: { hour: 9, minute: 0, period: 'AM' },
          timezone: 'UTC',
        },
        showBeforeDate: {
          date: '2031-05-01',
          time: { hour: 9, minute: 0, period: 'AM' },
          timezone: 'UTC',
        },
      }),
    );
    render(<InspectorPanel />);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Visibility' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This component never shows: Show before is not later than Show after.',
    );
  });
});
