/** The public surface of core/forms: elements and parts import from here, never a file inside (eslint.config.js). */
export * from './submit-form.ts';
export * from './use-form-submit.ts';
