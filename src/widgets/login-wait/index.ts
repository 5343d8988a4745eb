export { LoginWait, LoginWaitOverlay, type LoginWaitProps } from './LoginWait.tsx';
