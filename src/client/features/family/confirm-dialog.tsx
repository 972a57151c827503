import { useId, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { useModal } from '../../lib/use-modal';

type Props = {
  title: string;
  children: ReactNode;
  confirm: string;
  busyLabel: string;
  cancel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes-or-no question over the page. The native modal <dialog> keeps focus inside, closes on
 * Escape and puts the page behind out of reach; it opens with the safe answer (Cancel) focused.
 */
export function ConfirmDialog({ title, children, confirm, busyLabel, cancel, busy, onConfirm, onCancel }: Props) {
  const dialog = useModal('[data-cancel]');
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-body`}
      // Escape: the browser would close the dialog itself; the page decides instead.
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-6 text-night-900 shadow-2xl backdrop:bg-night-950/60 backdrop:backdrop-blur-[2px] sm:p-7"
    >
      <h2 id={titleId} className="font-display text-2xl font-bold text-night-800">
        {title}
      </h2>
      <div id={`${titleId}-body`} className="mt-2 text-ink">
        {children}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button data-cancel="" variant="secondary" onClick={onCancel} disabled={busy}>
          {cancel}
        </Button>
        {/* A deletion: in the warning colour rather than the saffron of a step forward. */}
        <button type="button" onClick={onConfirm} disabled={busy} className={buttonClass('ghost', 'bg-maroon-700! text-white! hover:bg-maroon-700/90!')}>
          {busy ? <Spinner label={busyLabel} /> : confirm}
        </button>
      </div>
    </dialog>
  );
}
