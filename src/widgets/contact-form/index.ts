export { ContactForm, type ContactFormProps } from './ContactForm.tsx';
