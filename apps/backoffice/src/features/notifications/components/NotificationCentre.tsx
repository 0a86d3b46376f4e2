import { NotificationBell } from '@backoffice/ui/NotificationBell';
import { NotificationPanel } from '@backoffice/ui/NotificationPanel';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotificationCentre } from '../api/useNotificationCentre';

/**
 * The bell in the top bar and the slide-over panel it opens, on the real API. Opening the panel
 * clears the new-notification flag; following a link to the page already shown closes the panel
 * and reloads the page.
 */
export function NotificationCentre() {
  const [isOpen, setOpen] = useState(false);
  const centre = useNotificationCentre(isOpen);
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <>
      <NotificationBell hasNew={centre.hasNew} onPress={() => setOpen(true)} />
      <NotificationPanel
        isOpen={isOpen}
        onOpenChange={setOpen}
        notifications={centre.items.map((item) => ({
          id: item.id,
          title: item.title,
          link: item.link,
          createdAt: item.created_at,
        }))}
        onRemove={(id) => void centre.remove(Number(id))}
        onClearAll={() => void centre.clearAll()}
        onLinkPress={(item) => {
          if (item.link === here) window.location.reload();
        }}
      />
    </>
  );
}
