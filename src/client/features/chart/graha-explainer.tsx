import { useCallback, useId, useState, type MouseEvent } from 'react';
import type { BodyView, ChartView } from '../../../shared/chart-view';
import { kundliText } from '../../i18n/kundli';
import { useLanguage, useText } from '../../i18n/text';
import { useModal } from '../../lib/use-modal';
import { grahaPlacement } from './plain-words';

/** Opens the explanation of a graha (by its English key); `opener` gets the focus back on close. */
export type Explain = (graha: string, opener: HTMLElement | SVGElement) => void;

/**
 * What a tap on a graha opens, wherever the graha is shown: `explain` to call, and the dialog to
 * render while one is open.
 */
export function useGrahaExplainer(chart: ChartView) {
  const [open, setOpen] = useState<{ graha: string; opener: HTMLElement | SVGElement } | null>(null);
  const explain = useCallback<Explain>((graha, opener) => setOpen({ graha, opener }), []);
  const body = open && chart.bodies.find((b) => b.name === open.graha);
  const close = () => {
    open?.opener.focus();
    setOpen(null);
  };
  return { explain, dialog: body ? <GrahaDialog body={body} onClose={close} /> : null };
}

/** A click on the backdrop lands on the dialog itself, outside its box. */
function outside(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * One graha's place in plain words. The native modal <dialog> keeps focus inside and closes on
 * Escape; a tap on the dimmed page around it closes it too.
 */
function GrahaDialog({ body, onClose }: { body: BodyView; onClose: () => void }) {
  const dialog = useModal();
  const titleId = useId();
  const { language } = useLanguage();
  const t = useText(kundliText).graha;
  const { title, lines } = grahaPlacement(body, language);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      onClose={onClose}
      onClick={(event) => outside(event) && dialog.current?.close()}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-5 text-night-900 shadow-2xl backdrop:bg-night-950/50 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold text-night-800">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={t.close}
          className="-mr-1 -mt-1 grid h-10 w-10 shrink-0 place-items-center rounded-full text-muted hover:bg-sand focus-visible:outline-2 focus-visible:outline-saffron-600"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      {/* One paragraph: the sentences read as one explanation. */}
      <p id={`${titleId}-body`} className="mt-2 text-ink">
        {lines.join(' ')}
      </p>
    </dialog>
  );
}
