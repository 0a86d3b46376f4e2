/**
 * `@backoffice/app-kit`: the light machinery every screen uses, and the app's first page too,
 * so nothing here draws styles or screens: the application store and its hooks, browser
 * storage, toasts, the form helpers, route handles and titles, and the resource registry with
 * the loaders of the generic screens (each screen file loads on its first visit). Shared screen
 * pieces are in `@backoffice/app-kit/components`, the generic resource screens in
 * `@backoffice/app-kit/resources`, story and test helpers in `@backoffice/app-kit/testing`.
 */

export { type SubmitErrors, submitErrors } from './forms/submitErrors';
export { useFormChanged } from './forms/useFormChanged';
export { type FormSubmitOptions, type SubmitAttempt, useFormSubmit } from './forms/useFormSubmit';
export { splitErrors, useLineErrors } from './forms/useLineErrors';
export { useUnusualValues } from './forms/useUnusualValues';
export { PHONE_WIDTH_QUERY, usePhoneWidth } from './layout/usePhoneWidth';
export {
  controlsWaitingTheirTurn,
  DrawInTurnsProvider,
  InTurn,
  LONGEST_WAIT_MS,
  type WaitForTurns,
} from './loading/DrawInTurns';
export { type LazyComponent, lazyComponent } from './loading/lazyComponent';
export { LIST_FIELDS } from './loading/listFields';
export { type LoadedOnce, loadOnce } from './loading/loadOnce';
export { AFTER_FIRST_SCREEN_MS, useAfterFirstScreen } from './loading/useAfterFirstScreen';
export {
  emitRealtimeEvent,
  type ScreenRealtimeEvent,
  useRealtimeEvent,
} from './realtime/realtimeEvents';
export { type LazyRegistry, lazyRegistry } from './registry/lazyRegistry';
export { ResourceRegistryProvider, useResourceRegistry } from './registry/ResourceRegistryContext';
export {
  createResourceRegistry,
  type ResourceRegistry,
  registeredResource,
} from './registry/resourceRegistry';
export { reportScreenLoaders } from './reports/reportScreenLoaders';
export { resourceScreenLoaders } from './resources/screenLoaders';
export { type RouteHandle, useRouteHandle } from './routing/routeHandle';
export { routeTitle } from './routing/routeTitle';
export type { ScreenLoader } from './routing/screenLoader';
export { AppStoreProvider, useAppState, useAppStore } from './state/AppStoreContext';
export {
  type AppState,
  type AppStore,
  createAppStore,
  isUser,
  type ProjectInfo,
} from './state/appStore';
export {
  type AppStorage,
  browserStorage,
  clearBrowserStorage,
  readJson,
  STORAGE_KEYS,
  writeJson,
} from './state/storage';
export {
  type ShowToast,
  type ToastExtras,
  ToastProvider,
  type ToastTone,
  useToast,
} from './toast/toast';
