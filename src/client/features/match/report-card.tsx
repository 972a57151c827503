import type { ReactNode } from 'react';
import { Card } from '../../components/card';

/** A section of the match report: a card named by its heading. */
export function ReportCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id} className="sm:p-7">
      <h2 id={id} className="font-display text-2xl font-bold text-night-800">
        {title}
      </h2>
      {children}
    </Card>
  );
}
