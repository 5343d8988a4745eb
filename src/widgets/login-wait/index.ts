export { LoginWait, type LoginWaitProps } from './LoginWait.tsx';
