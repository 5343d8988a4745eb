export { MerklisteToggle, type MerklisteToggleProps } from './MerklisteToggle.tsx';
