/** The posts this browser reported, so the menu says "Reported" instead of offering it again. */
const KEY = 'vitrine.reportedPosts';
const MAX = 500;

function read(): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function hasReported(id: string): boolean {
  return typeof window !== 'undefined' && read().includes(id);
}

export function rememberReported(id: string): void {
  try {
    // The newest kept first; the oldest dropped past MAX (the server still counts once).
    const ids = [id, ...read().filter((v) => v !== id)].slice(0, MAX);
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Storage refused (private mode, full): the server still counts the report once.
  }
}
