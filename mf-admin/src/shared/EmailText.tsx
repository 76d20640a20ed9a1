import { Fragment } from 'react';

/** The e-mail's parts, each ending just after an "@" or a "." (where a line may break). */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/);
}

/**
 * An e-mail in a narrow column: it may wrap only after its "@" or a dot, never inside a word (`overflow-wrap:
 * anywhere` broke "example" into "exam" and "ple" at 1024 px). The parts set the column's least width, so a table
 * keeps it and gives the others less.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <span style={{ whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' }}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {/* Inline as browsers draw it: jsdom takes it for a block and spaced the parts of the link's name. */}
          {index > 0 ? <wbr style={{ display: 'inline' }} /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
