import type { ReactNode } from 'react';

/** A form-level message: errors are announced at once (alert), successes politely (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm font-medium ${
        kind === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-brand-100 bg-brand-50 text-brand-900'
      }`}
    >
      {children}
    </p>
  );
}
