import { type AppStore, useAppState } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { useEffect, useLayoutEffect } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { shouldConfirmLeaving } from './guard';

/**
 * The parts of the navigation guard that live in the page: the unsaved-changes question (asked
 * with the spec's text before an in-app navigation, except towards `app.` routes), the browser's
 * own leave warning while a form has unsaved changes, and scrolling to the top on each page.
 */
export function useLeaveGuards(store: AppStore, confirm: (message: string) => boolean) {
  const formChanged = useAppState((state) => state.formChanged);
  const location = useLocation();

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    return shouldConfirmLeaving(store, nextLocation.pathname + nextLocation.search);
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirm(MESSAGES.unsavedChanges)) {
      store.setFormChanged(false);
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, confirm, store]);

  useEffect(() => {
    if (!formChanged) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [formChanged]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);
}
