import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** A read-only list of labelled values (breeding details, a cow's summary, a calf card). */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={['fh-facts', className].filter(Boolean).join(' ')}>
      {facts.map((fact) => (
        <div key={fact.label} className="fh-fact">
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
