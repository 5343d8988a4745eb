export { Register, type RegisterProps } from './Register.tsx';
