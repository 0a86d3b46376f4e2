/** A full circle as a path, so every icon is one stroked `<path>`. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

/** A dot drawn with the icon's stroke (diameter of about 4 units). */
const dot = (cx: number, cy: number) => circle(cx, cy, 1);

/**
 * The icon set: each entry is the `d` of one path on a 24 by 24 grid, stroked with the current
 * text colour. Drawn for this library on a shared grid: 2-unit strokes, round caps and joins,
 * nothing closer than 2 units to the edge, so icons sit together at any size.
 */
export const iconPaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-up': 'M6 15l6-6 6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevrons-left': 'M11 6l-6 6 6 6M19 6l-6 6 6 6',
  'chevrons-right': 'M5 6l6 6-6 6M13 6l6 6-6 6',
  'arrow-left': 'M20 12H4M10 6l-6 6 6 6',
  'arrow-right': 'M4 12h16M14 6l6 6-6 6',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21h4',
  user: `${circle(12, 8, 4)}M4 21a8 8 0 0 1 16 0`,
  logout: 'M10 4H5v16h5M15 8l4 4-4 4M19 12H9',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  trash: 'M4 7h16M10 7V4h4v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  search: `${circle(10.5, 10.5, 6.5)}M15.5 15.5L20 20`,
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12.5l4.5 4.5L19 7',
  calendar:
    'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4',
  clock: `${circle(12, 12, 9)}M12 7v5l3 2`,
  upload: 'M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  download: 'M12 4v12M7 11l5 5 5-5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3',
  file: 'M6 3h8l5 5v12a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v5h5',
  image: `M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM3 16l5-5 5 5 3-3 5 5${circle(8.5, 8.5, 1.5)}`,
  printer:
    'M7 9V3h10v6M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v7H7z',
  home: 'M4 11l8-7 8 7M6 9.5V20h4v-6h4v6h4V9.5',
  dashboard: 'M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z',
  megaphone: 'M4 10v4h3l8 5V5l-8 5H4zM18 9a4 4 0 0 1 0 6M7 14v5h3v-4',
  chart: 'M4 4v16h16M8 16v-4M12 16V8M16 16v-6',
  settings: `${circle(12, 12, 6.5)}${circle(12, 12, 2.5)}M12 2.5V5.5M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1`,
  lifebuoy: `${circle(12, 12, 9)}${circle(12, 12, 4)}M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6`,
  'id-card': `M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z${circle(9, 10, 2)}M6 16a3 3 0 0 1 6 0M14 10h4M14 14h4`,
  users: `${circle(9, 7.5, 3.5)}M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5a6.5 6.5 0 0 1 3.5 5.5`,
  'external-link': 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  sort: 'M7 9l5-5 5 5M7 15l5 5 5-5',
  'sort-asc': 'M7 20V4M3 8l4-4 4 4M14 6h3M14 11h5M14 16h7',
  'sort-desc': 'M7 4v16M3 16l4 4 4-4M14 6h7M14 11h5M14 16h3',
  alert:
    'M10.3 4.2L2.6 17.5a2 2 0 0 0 1.7 3h15.4a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  'alert-circle': `${circle(12, 12, 9)}M12 7.5v5M12 16h.01`,
  info: `${circle(12, 12, 9)}M12 11v5M12 8h.01`,
  eye: `M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z${circle(12, 12, 3)}`,
  'eye-off':
    'M3 3l18 18M10.6 6.1A9.9 9.9 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-2.6 3.3M6.6 6.7C3.8 8.4 2 12 2 12s3.5 7 10 7c1.8 0 3.4-.5 4.7-1.3M9.9 9.9a3 3 0 0 0 4.2 4.2',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM3 7l9 6 9-6',
  filter: 'M4 5h16l-6 7.5V19l-4 2v-8.5L4 5z',
  refresh: 'M20 11a8 8 0 0 0-14.3-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.3 4.5L20 16M20 20v-4h-4',
  'more-vertical': `${dot(12, 5)}${dot(12, 12)}${dot(12, 19)}`,
  'more-horizontal': `${dot(5, 12)}${dot(12, 12)}${dot(19, 12)}`,
  sun: `${circle(12, 12, 4)}M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4`,
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z',
  box: 'M12 3l8 4.5v9L12 21l-8-4.5v-9L12 3zM4 7.5l8 4.5 8-4.5M12 12v9M8 5.3l8 4.5',
  truck: `M3 6h11v10H3zM14 9h4l3 3v4h-7${circle(7, 18, 2)}${circle(17, 18, 2)}`,
  store:
    'M4 9l1.5-5h13L20 9M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9M10 20v-5h4v5',
  egg: 'M12 3c-3.5 0-7 5.5-7 10a7 7 0 0 0 14 0c0-4.5-3.5-10-7-10z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3zM9 8h6M9 12h6M9 16h3',
  dollar:
    'M12 3v18M16.5 7.5C16 6 14.3 5 12 5c-2.8 0-4.5 1.4-4.5 3.3 0 4.2 9 2.3 9 6.5 0 2-1.8 3.2-4.5 3.2-2.4 0-4.2-1-4.7-2.7',
  tag: `M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z${dot(8, 8)}`,
  clipboard:
    'M9 3h6v3H9zM9 5H6a1 1 0 0 0-1 1v14a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-3M9 12h6M9 16h4',
  star: 'M12 3l2.35 6.26 6.65.3-5.2 4.18 1.8 6.46L12 16.5l-5.6 3.7 1.8-6.46L3 9.56l6.65-.3L12 3z',
  'map-pin': `M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z${circle(12, 9.5, 2.5)}`,
  car: 'M3 16v-4l2.5-5.5a1 1 0 0 1 .9-.5h11.2a1 1 0 0 1 .9.5L21 12v4H3zM3 12h18M5 16v3h3v-3M16 16v3h3v-3M7 14h.01M17 14h.01',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 12l9 5 9-5M3 16l9 5 9-5',
  book: 'M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5v-15zM5 19.5A1.5 1.5 0 0 0 6.5 21H19v-3M9 7h6',
} as const;

/** Every icon the set holds. */
export type IconName = keyof typeof iconPaths;

/** All icon names, in the set's order (used by the gallery story and tests). */
export const iconNames = Object.keys(iconPaths) as IconName[];
