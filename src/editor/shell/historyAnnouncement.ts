import { createStore } from 'zustand/vanilla';

/** The latest "Undid: …" / "Redid: …" message; `at` tells two equal messages apart. */
export const historyAnnouncement = createStore<{ message: string; at: number }>(() => ({
  message: '',
  at: 0,
}));

export function announceHistory(message: string): void {
  historyAnnouncement.setState({ message, at: Date.now() });
}
