import { SEARCH_QUERY_MAX } from '@tabang/shared';
import { useId } from 'react';

/** A labelled search field in a `<search>` landmark, no longer than the lists' `q` accepts. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className = '',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <search className={`block ${className}`}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX}
        className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-700"
      />
    </search>
  );
}
