import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

/**
 * After a refused submit, focus goes to the first field marked invalid (in the order the form
 * shows them), so a keyboard or screen-reader user lands on what to fix and hears its message.
 * Focus moves once per attempt, not each time an error changes: clearing one error while typing
 * must not pull the caret away.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, focusFirstInvalid: () => setAttempt((n) => n + 1) };
}

/** A server refusal aimed at one field (it names it in `field`), to show beside that field. */
export function serverFieldError<V>(error: unknown): Partial<Record<keyof V, string>> | null {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.details.field !== 'string') return null;
  return { [error.details.field]: error.message } as Partial<Record<keyof V, string>>;
}
