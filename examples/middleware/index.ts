/** What the commerce API (part B) and the pages use from the demo's middleware. */
export { sessionMiddleware, rotateSession, SESSION_COOKIE } from './session.ts';
export { csrfMiddleware, CSRF_HEADER, CSRF_FORM_FIELD } from './csrf.ts';
export { requireLogin, requireLoginPage } from './require-login.ts';
export { bodyLimitMiddleware, securityHeaders, MAX_BODY_BYTES } from './limits.ts';
export { handleError } from './errors.ts';
export { validateBody, validationFailed, toValidationResult, type ValidationResult, type FieldValidation } from './validate.ts';
