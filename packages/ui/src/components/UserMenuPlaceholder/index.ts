export { UserMenuPlaceholder } from './UserMenuPlaceholder';
