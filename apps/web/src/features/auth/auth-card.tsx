import type { ReactNode } from 'react';

/** The centred card the account screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
