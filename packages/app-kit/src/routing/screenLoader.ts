import type { ComponentType } from 'react';

/** A route's screen, loaded on first visit; each is its own file under `/build/`. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;
