import { pathFor } from '@backoffice/access';
import { useCreateNotice } from '@backoffice/api-client';
import { useNavigate } from 'react-router-dom';
import { EMPTY_NOTICE, NoticeForm } from '../components/NoticeForm';
import * as styles from './NoticeScreens.css';

/** `/notices/new-notice`: writes a notice for the active brand. */
export function NewNoticeScreen() {
  const navigate = useNavigate();
  const { trigger } = useCreateNotice();
  return (
    <section className={styles.page} aria-label="New notice">
      <NoticeForm
        initialValues={EMPTY_NOTICE}
        submitLabel="Create notice"
        onSubmit={(input, { idempotencyKey }) => trigger({ input, idempotencyKey })}
        onSaved={() => void navigate(pathFor('notices'))}
      />
    </section>
  );
}
