import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

const control =
  'mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-base text-night-900 placeholder:text-night-700/35 focus:border-saffron-500 disabled:bg-sand/60 disabled:text-night-800';

type FieldProps = { label: string; error?: string; hint?: ReactNode; optional?: boolean };

function FieldFrame({ id, label, error, hint, optional, children }: FieldProps & { id: string; children: ReactNode }) {
  const t = useText(commonText);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-night-800">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">{t.optional}</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-maroon-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, optional, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${control} ${error ? 'border-maroon-700' : 'border-night-700/20'}`}
        {...input}
      />
    </FieldFrame>
  );
}

export function SelectField({ label, error, hint, children, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`${control} ${error ? 'border-maroon-700' : 'border-night-700/20'}`} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}
