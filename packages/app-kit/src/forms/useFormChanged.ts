import { useEffect } from 'react';
import { useAppStore } from '../state/AppStoreContext';

/**
 * Ties the app's form-changed flag to a form's dirty state: on while it differs from what was
 * loaded, off again when it is saved or the form goes away.
 */
export function useFormChanged(dirty: boolean) {
  const store = useAppStore();
  useEffect(() => {
    store.setFormChanged(dirty);
  }, [dirty, store]);
  useEffect(() => () => store.setFormChanged(false), [store]);
}
