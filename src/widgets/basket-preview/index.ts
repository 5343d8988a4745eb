export { BasketPreview, type BasketPreviewProps } from './BasketPreview.tsx';
