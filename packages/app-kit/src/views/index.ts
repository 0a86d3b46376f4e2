/**
 * `@backoffice/app-kit/views`: a list's saved views (its query and columns by name, per user
 * and brand, optionally shared), the menu that picks, saves and manages them, and their calls.
 */
export { SavedViewMenu, type SavedViewMenuProps } from './SavedViewMenu';
export {
  clearDefaultView,
  createSavedView,
  deleteSavedView,
  fetchSavedViews,
  type NewSavedView,
  type SavedViewChange,
  savedViewKeys,
  setDefaultView,
  updateSavedView,
  useSavedViewActions,
  useSavedViews,
} from './savedViewsApi';
export { useDefaultView } from './useDefaultView';
export { currentView, sameQuery, viewAddress, viewQuery } from './viewQuery';
