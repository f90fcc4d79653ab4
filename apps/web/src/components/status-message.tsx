import type { ReactNode } from 'react';

/** Loading, empty and error states, announced to screen readers. */
export function StatusMessage({
  kind,
  children,
  action,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const colour =
    kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-stone-200 bg-white text-stone-600';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border p-6 text-center ${colour}`}
    >
      <p>{children}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
