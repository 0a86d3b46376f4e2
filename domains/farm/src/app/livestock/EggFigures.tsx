import * as screen from '../shared/screen.css';
import { formatCount, formatRate } from './eggCounts';

export interface EggFiguresProps {
  good: number;
  total: number;
  rate: number | null;
  birds: number | null;
  /** Announce changes (a form's live figures). */
  live?: boolean;
}

/** Good eggs, total eggs and the laying rate against the flock's birds. */
export function EggFigures({ good, total, rate, birds, live }: EggFiguresProps) {
  return (
    <section
      className={screen.panel}
      aria-label="Collection figures"
      aria-live={live ? 'polite' : undefined}
    >
      <dl className={screen.figures}>
        <div className={screen.figure}>
          <dt>Good eggs</dt>
          <dd>{formatCount(good)}</dd>
        </div>
        <div className={screen.figure}>
          <dt>Total eggs (with cracked and broken)</dt>
          <dd>{formatCount(total)}</dd>
        </div>
        <div className={screen.figure}>
          <dt>Birds</dt>
          <dd>{birds === null ? '—' : formatCount(birds)}</dd>
        </div>
        <div className={screen.grandFigure}>
          <dt>Laying rate</dt>
          <dd>{formatRate(rate)}</dd>
        </div>
      </dl>
    </section>
  );
}
