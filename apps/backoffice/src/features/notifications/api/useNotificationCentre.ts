import {
  useClearNotifications,
  useDeleteNotification,
  useNotifications,
} from '@backoffice/api-client';
import { useAfterFirstScreen, useAppState, useAppStore, useToast } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { useEffect } from 'react';

/** How many notifications the panel lists. */
export const PANEL_PAGE_SIZE = 50;

/**
 * The bell and panel's data on the real API: the list, removing one, clearing all, and the
 * new-notification flag, which opening the panel clears. A failed load shows the general toast.
 */
export function useNotificationCentre(isOpen: boolean) {
  const store = useAppStore();
  const toast = useToast();
  const hasNew = useAppState((state) => state.newNotification);
  // The panel's list is fetched once the first screen has drawn (or when the panel opens
  // before that): the bell's dot comes from the live alerts, not from this list.
  const wanted = useAfterFirstScreen() || isOpen;
  const list = useNotifications(wanted ? { per_page: PANEL_PAGE_SIZE } : null);
  const remove = useDeleteNotification();
  const clear = useClearNotifications();

  useEffect(() => {
    if (isOpen) store.setNewNotification(false);
  }, [isOpen, store]);

  useEffect(() => {
    if (list.error) toast(MESSAGES.general);
  }, [list.error, toast]);

  return {
    hasNew,
    items: list.data?.items ?? [],
    isLoading: list.isLoading,
    remove: (id: number) => remove.trigger(id).catch(() => toast(MESSAGES.general)),
    clearAll: () => clear.trigger().catch(() => toast(MESSAGES.general)),
    isClearing: clear.isMutating,
  };
}
