import * as screen from '../shared/screen.css';
import * as styles from './projects.css';

/** The sentences that refused what was asked, as one alert; nothing when there are none. */
export function AlertList({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={screen.alert}>
      <ul className={styles.messages}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
