import * as styles from './projects.css';

/** How far the hand-over has come, as a bar beside the figures that say it in words. */
export function HandOverBar({ done, everyone }: { done: number; everyone: number }) {
  const share = everyone ? Math.round((done / everyone) * 100) : 0;
  return (
    <div className={styles.meter} aria-hidden="true">
      <div className={styles.meterFill} style={{ inlineSize: `${share}%` }} />
    </div>
  );
}
