import * as styles from './field.css';

const paths = {
  'chevron-down': 'M4 6l4 4 4-4',
  'chevron-left': 'M10 4L6 8l4 4',
  'chevron-right': 'M6 4l4 4-4 4',
  check: 'M3.5 8.5l3 3 6-7',
  dash: 'M4 8h8',
  plus: 'M8 3.5v9M3.5 8h9',
  minus: 'M3.5 8h9',
  calendar: 'M2.5 4.5h11v9h-11zM2.5 7.5h11M5.5 2.5v3M10.5 2.5v3',
  alert: 'M8 2.5l6 11H2zM8 7v3M8 11.5v.5',
} as const;

export type FieldIconName = keyof typeof paths;

/** The few line icons the form fields draw; decorative, so hidden from assistive technology. */
export function FieldIcon({ name, className }: { name: FieldIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={[styles.icon, className].filter(Boolean).join(' ')}
    >
      <path d={paths[name]} />
    </svg>
  );
}
