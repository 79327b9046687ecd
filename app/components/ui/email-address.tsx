import { Fragment } from 'react';

/**
 * An e-mail address, isolated left to right, that wraps where a reader expects it: before the "@"
 * and before each dot of the domain; a part longer than the line still breaks rather than
 * overflowing (`overflow-wrap: break-word`, which, unlike `anywhere`, never lets a table squeeze the column). The text copied stays the address.
 */
export function EmailAddress({ email, className = '' }: { email: string; className?: string }) {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return (
    <bdi className={`wrap-break-word ${className}`.trim()}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
