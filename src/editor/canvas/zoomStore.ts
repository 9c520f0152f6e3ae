import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { BreakpointName } from '../../schema/breakpoints';

/** The owner's zoom choice for a device: follow the canvas's width, or a fixed scale. */
export type ZoomChoice = 'fit' | number;

/** The canvas never shows a page smaller than a quarter or larger than twice its size. */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 2;

/** The menu's fixed levels; zooming in or out by key steps through them. */
export const ZOOM_STEPS: readonly number[] = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2];

const STORAGE_KEY = 'vitrine:editor-zoom';

interface ZoomState {
  /** The owner's choice per previewed device, remembered across visits. */
  choices: Record<BreakpointName, ZoomChoice>;
  /** The scale at which the previewed device fits the canvas's width (1 when it already fits). */
  fitScale: number;
}

export function clampZoom(scale: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

function validChoice(value: unknown): ZoomChoice {
  if (value === 'fit') return 'fit';
  return typeof value === 'number' && Number.isFinite(value) ? clampZoom(value) : 'fit';
}

function readChoices(): Record<BreakpointName, ZoomChoice> {
  const choices: Record<BreakpointName, ZoomChoice> = {
    mobile: 'fit',
    tablet: 'fit',
    desktop: 'fit',
  };
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    for (const device of Object.keys(choices) as BreakpointName[])
      choices[device] = validChoice(saved[device]);
  } catch {
    // Storage blocked or unreadable: every device starts fitted.
  }
  return choices;
}

export const zoomStore = createStore<ZoomState>(() => ({ choices: readChoices(), fitScale: 1 }));

/** The scale a choice shows at, given the scale that fits. */
export function scaleOf(choice: ZoomChoice, fitScale: number): number {
  return choice === 'fit' ? fitScale : choice;
}

export function setZoomChoice(device: BreakpointName, choice: ZoomChoice): void {
  const next = choice === 'fit' ? 'fit' : clampZoom(Math.round(choice * 100) / 100);
  const choices = { ...zoomStore.getState().choices, [device]: next };
  zoomStore.setState({ choices });
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choices));
  } catch {
    // Not remembered, still applied.
  }
}

/** The next menu level above (direction 1) or below (-1) a scale. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const EPSILON = 0.005;
  if (direction === 1) return ZOOM_STEPS.find((s) => s > scale + EPSILON) ?? ZOOM_MAX;
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - EPSILON) ?? ZOOM_MIN;
}

export function useZoomChoice(device: BreakpointName): ZoomChoice {
  return useStore(zoomStore, (s) => s.choices[device]);
}

export function useFitScale(): number {
  return useStore(zoomStore, (s) => s.fitScale);
}
