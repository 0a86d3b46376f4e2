import { pathFor } from '@backoffice/access';
import { ApiError } from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/contract';
import { Skeleton } from '@backoffice/ui/Skeleton';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { type Store, useStore, useStoreSlug } from './storeApi';

/**
 * The store named by the address, handed to `children` once loaded: the not-found page for an
 * unknown slug, the forbidden page on 403, the general message on another failure, skeleton
 * lines while it loads.
 */
export function StoreLoad({
  children,
  optional = false,
}: {
  children: (store: Store) => ReactNode;
  /**
   * The page is the store's products' (a member may hold only its products' permissions): a
   * store the user may not read shows by its slug instead of the forbidden page.
   */
  optional?: boolean;
}) {
  const slug = useStoreSlug();
  const answer = useStore(slug);
  if (optional && answer.error instanceof ApiError && answer.error.status === 403) {
    return <>{children(storeBySlug(slug))}</>;
  }
  if (answer.error instanceof ApiError && answer.error.status === 404) {
    return <Navigate to={pathFor('app.not-found')} replace />;
  }
  if (answer.error instanceof ApiError && answer.error.status === 403) {
    return <Navigate to={pathFor('app.forbidden')} replace />;
  }
  if (answer.error && !answer.data) return <p role="alert">{MESSAGES.general}</p>;
  if (!answer.data) {
    return <Skeleton lines={6} label="Loading the store" />;
  }
  return <>{children(answer.data)}</>;
}

/** A store known by its slug only: its products' pages for a member who may not read it. */
function storeBySlug(slug: string): Store {
  return {
    id: 0,
    labels: {},
    created_at: '',
    updated_at: '',
    seller_id: 0,
    name: slug,
    slug,
    description: null,
    email: '',
    phone: null,
    plan: 'basic',
    status: undefined as unknown as Store['status'],
    status_reason: null,
  };
}
