export { SearchField, searchUrl, type SearchFieldProps } from './SearchField.tsx';
