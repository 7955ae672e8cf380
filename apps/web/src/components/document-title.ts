/** Sets the tab title to "<page> · Kasino" while the page is shown. */
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Kasino` : 'Kasino · Game Online Adil Terbukti';
  }, [title]);
}
