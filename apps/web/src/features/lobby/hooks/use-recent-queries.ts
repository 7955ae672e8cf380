/** Recent game searches, newest first, kept on this device (the same list the earlier search popup kept). */
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'recentSearches';
const MAX_ENTRIES = 8;

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(0, MAX_ENTRIES) : [];
  } catch {
    return [];
  }
}

function write(entries: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    /* storage blocked: keep them in memory only */
  }
}

export function useRecentQueries() {
  const [entries, setEntries] = useState<string[]>(read);
  const remember = useCallback((query: string) => {
    const text = query.trim();
    if (!text) return;
    setEntries((current) => {
      const next = [text, ...current.filter((e) => e.toLowerCase() !== text.toLowerCase())].slice(0, MAX_ENTRIES);
      write(next);
      return next;
    });
  }, []);
  const clearAll = useCallback(() => {
    write([]);
    setEntries([]);
  }, []);
  return { entries, remember, clearAll };
}
