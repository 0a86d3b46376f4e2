export { BrandGrid, type BrandGridProps, type BrandTile } from './BrandGrid';
