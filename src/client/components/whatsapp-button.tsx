import type { ButtonHTMLAttributes } from 'react';

// WhatsApp's own green: people look for the colour before they read the word. Written out in
// full rather than layered on Button's variants, whose background would compete with it.
const whatsAppClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-[#1c9e50] px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-[#198f48] active:bg-[#157a3d] disabled:cursor-not-allowed disabled:opacity-60';

export function WhatsAppButton({ className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`${whatsAppClass} ${className}`} {...props} />;
}

export function WhatsAppIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 ${className}`} fill="currentColor" aria-hidden="true">
      <path d="M12 2.2A9.7 9.7 0 0 0 3.6 16.8L2.3 21.7l5-1.3A9.7 9.7 0 1 0 12 2.2zm0 17.7a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 19.9zm4.4-6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2c0 1.2.9 2.4 1 2.5.1.2 1.7 2.7 4.2 3.8 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.5-.4z" />
    </svg>
  );
}
