import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { Link, useNavigate } from 'react-router';

const backClass =
  '-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-[15px] font-medium text-night-700 hover:bg-night-100/60 hover:text-night-900';

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M15 5l-7 7 7 7" />
    </svg>
  );
}

/**
 * 'Back': one step back in the app's own history when there is one, else `fallback`, so a page
 * opened from a shared or bookmarked link never sends the visitor off the site.
 */
export function BackButton({ fallback = '/', label }: { fallback?: string; label?: string }) {
  const back = useText(commonText).back;
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the position in its history stack in history.state.idx.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate(fallback));
  };
  return (
    <button type="button" onClick={goBack} className={backClass}>
      <Chevron />
      {label ?? back}
    </button>
  );
}

/** A back control with a fixed destination (the spec names where some Back buttons go). */
export function BackLink({ to, label }: { to: string; label?: string }) {
  const back = useText(commonText).back;
  return (
    <Link to={to} className={backClass}>
      <Chevron />
      {label ?? back}
    </Link>
  );
}
