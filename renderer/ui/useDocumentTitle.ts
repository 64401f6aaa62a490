import { useEffect } from 'react';

/** Names the browser tab (and the phone's app switcher) after the screen. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title === 'Farm Hand' ? title : `${title} · Farm Hand`;
  }, [title]);
}
