/** The company mark: a box with a fold, drawn inline so it costs no request. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="9" className="fill-teal-700" />
      <path d="M9 15 20 9l11 6v12l-11 6-11-6z" fill="#f4e9d8" />
      <path d="M9 15l11 6 11-6M20 21v12" stroke="#0f766e" strokeWidth="2" fill="none" />
      <path d="m14.5 12 11 6" stroke="#d97706" strokeWidth="2.5" />
    </svg>
  );
}
