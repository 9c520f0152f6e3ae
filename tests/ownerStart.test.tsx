import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_LINE_DELAY_MS, startOwnerApp } from '../src/ownerStart';

/**
 * An owner app's loading line shows only when the app's code takes longer than a moment: a
 * returning owner's editor draws itself first, with no line flickering before it.
 */
let element: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  element = document.createElement('div');
  document.body.append(element);
});

afterEach(() => {
  vi.useRealTimers();
  element.remove();
});

const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('the loading line of an owner app', () => {
  it(`shows "Loading the editor…" once the code has taken ${LOADING_LINE_DELAY_MS} ms, then the app`, async () => {
    let arrive: (app: { default: () => ReactNode }) => void = () => {};
    startOwnerApp(element, 'editor', () => new Promise((resolve) => (arrive = resolve)));
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_LINE_DELAY_MS - 1));
    expect(element.textContent).toBe('');
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(element.textContent).toBe('Loading the editor…');
    await act(async () => arrive({ default: () => <main>The editor</main> }));
    await settle();
    expect(element.textContent).toBe('The editor');
  });

  it('never shows when the code arrives sooner: the app is the first thing drawn', async () => {
    const drawn: string[] = [];
    new MutationObserver(() => drawn.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    startOwnerApp(element, 'studio', async () => ({ default: () => <main>The studio</main> }));
    await settle();
    expect(drawn).not.toContain('Loading the studio…');
    expect(element.textContent).toBe('The studio');
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_LINE_DELAY_MS * 2));
    expect(element.textContent).toBe('The studio');
  });

  it('a failed load says so at once, and the loading line does not replace it later', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    startOwnerApp(element, 'editor', () => Promise.reject(new Error('offline')));
    await settle();
    expect(element.textContent).toContain('The editor could not be loaded.');
    await act(async () => vi.advanceTimersByTimeAsync(LOADING_LINE_DELAY_MS * 2));
    expect(element.textContent).toContain('The editor could not be loaded.');
    error.mockRestore();
  });
});
