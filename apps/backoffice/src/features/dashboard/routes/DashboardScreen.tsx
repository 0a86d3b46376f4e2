import { useDashboardNotices } from '@backoffice/api-client';
import { useToast } from '@backoffice/app-kit';
import { MESSAGES } from '@backoffice/contract';
import { NoticeCard } from '@backoffice/ui/NoticeCard';
import { NoticeList } from '@backoffice/ui/NoticeList';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../config/brands';
import { YourStores } from '../components/YourStores';
import * as styles from './DashboardScreen.css';

/**
 * `/dashboard`: the stores the user works in by store-level permissions (when any), then the
 * active brand's published notices, each with its level badge and details that expand; the
 * product's name stands large when there are none. A failed load shows the general toast. The
 * cards' titles are second-level headings, under the page heading.
 */
export function DashboardScreen() {
  return (
    <>
      <YourStores />
      <Notices />
    </>
  );
}

function Notices() {
  const notices = useDashboardNotices();
  const toast = useToast();
  useEffect(() => {
    if (notices.error) toast(MESSAGES.general);
  }, [notices.error, toast]);

  const list = notices.data ?? [];
  if (notices.isLoading || list.length === 0) {
    return <NoticeList notices={[]} isLoading={notices.isLoading} productName={PRODUCT_NAME} />;
  }
  return (
    <ul className={styles.list} aria-label="Notices">
      {list.map((notice) => (
        <li key={notice.id}>
          <NoticeCard
            title={notice.title}
            details={notice.details}
            level={notice.level}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
