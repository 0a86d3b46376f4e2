import { sanitizeHtml } from '@backoffice/ui/NoticeCard';
import * as styles from './catalogue.css';

/**
 * A policy page's body as customers will read it: the HTML sanitised in the browser (no
 * scripts, styles or event handlers) before it is drawn, whatever was typed or stored.
 */
export function PolicyPreview({ html, title }: { html: string; title: string }) {
  const clean = sanitizeHtml(html);
  return (
    <section className={styles.preview} aria-label={`Preview of ${title || 'the page'}`}>
      <h3 className={styles.previewHeading}>Preview</h3>
      {clean.trim() === '' ? (
        <p className={styles.summary}>Nothing to show yet: write the page's body above.</p>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </section>
  );
}
