export { Register, type RegisterProps } from './Register.tsx';
export { RegisterForm, type RegisterFormProps } from './RegisterForm.tsx';
