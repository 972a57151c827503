export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <span role="status" className={`inline-flex items-center gap-3 ${className}`}>
      <span className="h-6 w-6 animate-spin rounded-full border-[3px] border-saffron-300 border-t-saffron-600" aria-hidden="true" />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </span>
  );
}

/** Full-page state while the session loads (SPEC.md §2: an Initializing spinner). */
export function PageSpinner({ label = 'Initializing...' }: { label?: string }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center text-muted">
      <Spinner label={label} />
    </div>
  );
}
