import { useEffect, type RefObject } from 'react';

/**
 * A form sent on the drawn page before the app took it over: the start script holds it
 * (shared/app-start.ts), the app keeps it here, and the form's own component sends it again once
 * it is the app's (`useSendHeldForm`).
 */
let heldForm: HTMLFormElement | null = null;

export function keepHeldForm(form: HTMLFormElement | null) {
  heldForm = form;
}

/**
 * Sends the form at `ref` once, if it is the one the visitor sent before the app took it over.
 *
 * Why in the form's component and not when the app starts: a page's component may arrive after the
 * rest of the app has taken the page over, and until then its form is still plain HTML, which the
 * browser would send as such (a reload, the typing lost). In a task of its own: what the form's
 * layout effects took from its fields (the typing done before the takeover) is rendered by then.
 */
export function useSendHeldForm(ref: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = ref.current;
    if (!form || form !== heldForm) return;
    // Forgotten when sent, not before: an effect run twice (React's StrictMode, in development)
    // clears the first timer and sets a second.
    const timer = setTimeout(() => {
      heldForm = null;
      form.requestSubmit();
    }, 0);
    return () => clearTimeout(timer);
  }, [ref]);
}
