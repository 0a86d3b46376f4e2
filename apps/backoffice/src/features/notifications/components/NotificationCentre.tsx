import { lazyComponent } from '@backoffice/app-kit';
import { NotificationBell } from '@backoffice/ui/NotificationBell';
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNotificationCentre } from '../api/useNotificationCentre';

/**
 * The slide-over panel (react-aria's modal with it) loads when the bell is first pressed, or when
 * the pointer or focus comes to it: a page's first screen loads without it.
 */
const NotificationPanel = lazyComponent(() =>
  import('@backoffice/ui/NotificationPanel').then((m) => m.NotificationPanel),
);

/**
 * The bell in the top bar and the slide-over panel it opens, on the real API. Opening the panel
 * clears the new-notification flag; following a link to the page already shown closes the panel
 * and reloads the page.
 */
export function NotificationCentre() {
  const [isOpen, setOpen] = useState(false);
  /** Whether the panel was ever opened: it stays drawn then, so that it can close. */
  const [used, setUsed] = useState(false);
  const centre = useNotificationCentre(isOpen);
  const location = useLocation();
  const here = location.pathname + location.search;

  return (
    <>
      <NotificationBell
        hasNew={centre.hasNew}
        onHoverStart={() => void NotificationPanel.preload()}
        onFocus={() => void NotificationPanel.preload()}
        onPress={() => {
          setOpen(true);
          setUsed(true);
        }}
      />
      {used && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
