import type { ReactNode } from 'react';
import * as screen from '../shared/screen.css';

/** A panel of a project's page: a section named by its heading (`headingId`). */
export function ProjectPanel({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={screen.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={screen.panelHeading}>
        {heading}
      </h3>
      {children}
    </section>
  );
}
