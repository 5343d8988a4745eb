export { MyLists } from './MyLists.tsx';
