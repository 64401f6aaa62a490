import { useState } from 'react';

/** The latest non-null value: a closing dialog keeps showing its animal while it fades out. */
export function useLastNonNull<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
