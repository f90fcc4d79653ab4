import { useEffect } from 'react';

/** Sets the page's <title> as "{page} · Tabang". */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Tabang` : 'Tabang';
  }, [title]);
}
