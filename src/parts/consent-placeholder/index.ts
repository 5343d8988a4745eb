/** The consent placeholder shared by the map and the big slider's videos. */
export { ConsentPlaceholder, type ConsentPlaceholderProps } from './ConsentPlaceholder.tsx';
