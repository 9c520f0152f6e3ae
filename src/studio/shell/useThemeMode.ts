import { useState } from 'react';

const STORAGE = 'vitrine-studio-mode';
type Mode = 'light' | 'dark';

function initialMode(): Mode {
  try {
    const stored = localStorage.getItem(STORAGE);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // No storage: the system's choice.
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Light or dark: the owner's last choice, else the system's. */
export function useThemeMode(): [Mode, () => void] {
  const [mode, setMode] = useState<Mode>(initialMode);
  const toggle = () => {
    const next = mode === 'dark' ? 'light' : 'dark';
    setMode(next);
    try {
      localStorage.setItem(STORAGE, next);
    } catch {
      // Kept for this visit only.
    }
  };
  return [mode, toggle];
}
