import { useEffect, useState } from 'react';

/** "Copied!" on a copy button for `ms` after each copy, then the button's own words again. */
export function useCopiedFlag(ms: number): [boolean, () => void] {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(timer);
  }, [copied, ms]);
  return [copied, () => setCopied(true)];
}
