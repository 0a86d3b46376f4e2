import { pathFor } from '@backoffice/access';
import { ApiError, useNotice, useUpdateNotice } from '@backoffice/api-client';
import { AlertMessage } from '@backoffice/app-kit/components';
import { MESSAGES } from '@backoffice/contract';
import { Spinner } from '@backoffice/ui/Spinner';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { NoticeForm } from '../components/NoticeForm';
import * as styles from './NoticeScreens.css';

/** `/notices/:id/edit-notice`: changes a notice; a notice of another brand is not found. */
export function EditNoticeScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const notice = useNotice(valid ? id : null);
  const { trigger } = useUpdateNotice(valid ? id : 0);

  if (!valid || (notice.error instanceof ApiError && notice.error.status === 404)) {
    return <Navigate to={pathFor('app.not-found')} replace />;
  }
  if (notice.error instanceof ApiError && notice.error.status === 403) {
    return <Navigate to={pathFor('app.forbidden')} replace />;
  }
  if (notice.error) {
    return <AlertMessage>{MESSAGES.general}</AlertMessage>;
  }
  if (!notice.data) return <Spinner label="Loading notice" />;

  const { title, details, level, published } = notice.data;
  return (
    <section className={styles.page} aria-label={`Edit notice ${title}`}>
      <NoticeForm
        key={notice.data.id}
        initialValues={{ title, details, level, published }}
        submitLabel="Save changes"
        onSubmit={(values) => trigger(values)}
        onSaved={() => void navigate(pathFor('notices'))}
      />
    </section>
  );
}
