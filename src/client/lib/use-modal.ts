import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modal for as long as its component is mounted: the browser keeps focus inside,
 * puts the page behind out of reach and closes it on Escape. `focus` picks the element that
 * starts with the focus (else the browser's first focusable one).
 */
export function useModal(focus?: string) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    box.showModal();
    if (focus) box.querySelector<HTMLElement>(focus)?.focus();
    return () => box.close();
  }, [focus]);
  return dialog;
}
