import { type ReactNode, useId } from 'react';

/** A titled card of the profile page, named by its heading. */
export function Panel({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-stone-700">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
