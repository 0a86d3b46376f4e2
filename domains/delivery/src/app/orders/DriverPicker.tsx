import { ApiError } from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import { useRecords } from '@backoffice/app-kit/resources';
import { Dialog } from '@backoffice/ui/Dialog';
import { Modal } from '@backoffice/ui/Modal';
import { Skeleton } from '@backoffice/ui/Skeleton';
import { useState } from 'react';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { jfdDriversResource } from '../../resources/catalogue';
import * as styles from './orders.css';
import { useOrderAction } from './ordersApi';
import type { Order } from './orderTypes';

/** The drivers who can be assigned now: `GET /api/jfd-drivers?filter[available]=1`. */
export function useAvailableDrivers() {
  return useRecords(
    jfdDriversResource,
    'filter%5Bavailable%5D=1&per_page=100&sort=name&direction=asc',
  );
}

export interface DriverPickerProps {
  order: Order;
  onClose: () => void;
}

/**
 * Assign a driver: the available drivers, the first focused, so `a` then Enter on a ready order
 * assigns it. Arrow keys move, Enter or a click assigns, Escape closes. A refusal (the driver
 * went off duty, the order moved on) shows as an alert and keeps the dialog open.
 */
export function DriverPicker({ order, onClose }: DriverPickerProps) {
  const drivers = useAvailableDrivers();
  const act = useOrderAction();
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const rows = drivers.data?.items ?? [];

  async function assign(driverId: number) {
    if (pending) return;
    setPending(true);
    try {
      await act(order, 'assign-driver', { driver_id: driverId });
      const name = rows.find((row) => row.id === driverId)?.name;
      toast(`${String(name ?? 'The driver')} takes order ${order.number}.`, 'positive');
      onClose();
    } catch (error) {
      setProblem(
        error instanceof ApiError ? error.message : 'The driver could not be assigned. Try again.',
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal isOpen isDismissable onOpenChange={(open) => !open && onClose()}>
      <Dialog title={`Assign a driver to ${order.number}`}>
        {problem && (
          <p role="alert" className={styles.alert}>
            {problem}
          </p>
        )}
        {!drivers.data ? (
          <Skeleton lines={2} label="Loading the available drivers" />
        ) : rows.length === 0 ? (
          <p>No driver is available now.</p>
        ) : (
          <ListBox
            aria-label="Available drivers"
            className={styles.pickList}
            selectionMode="single"
            autoFocus="first"
            onAction={(key) => void assign(Number(key))}
            items={rows}
          >
            {(row) => (
              <ListBoxItem id={row.id} textValue={String(row.name)} className={styles.pickItem}>
                <span>{String(row.name)}</span>
                <span className={styles.muted}>
                  {String(row.labels?.vehicle_id ?? row.phone ?? '')}
                </span>
              </ListBoxItem>
            )}
          </ListBox>
        )}
      </Dialog>
    </Modal>
  );
}
