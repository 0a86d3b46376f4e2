export { BrandSettingsPanel } from './BrandSettingsPanel';
