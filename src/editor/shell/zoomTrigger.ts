/** What the zoom control's button carries, whether or not its menu's code has loaded. */
export interface ZoomTriggerProps {
  className: string;
  'aria-label': string;
  title: string;
}

export const percent = (scale: number) => `${Math.round(scale * 100)}%`;
