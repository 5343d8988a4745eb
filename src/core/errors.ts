/**
 * Named errors (ARCHITECTURE.md §2). Each says what went wrong in terms an integrator can act on.
 */

/** A bad page config or element attribute. Names the tag and attribute when it is an attribute. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  readonly tag: string | undefined;
  readonly attribute: string | undefined;

  constructor(message: string, where: { tag?: string; attribute?: string } = {}) {
    const prefix = where.tag ? `<${where.tag}>${where.attribute ? ` attribute "${where.attribute}"` : ''}: ` : '';
    super(prefix + message);
    this.tag = where.tag;
    this.attribute = where.attribute;
  }
}

/** An API answer that does not match its schema. `path` points at the first offending field. */
export class SchemaError extends Error {
  override name = 'SchemaError';
  readonly path: string;

  constructor(message: string, path: string) {
    super(path ? `${path}: ${message}` : message);
    this.path = path;
  }
}

/** A failed API call: transport failure, HTTP error status, or an answer failing its schema. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (network failure). */
  readonly status: number;
  readonly url: string;
  /** Parsed error body (e.g. `validationResult` of a 400), when the server sent JSON. */
  readonly data: unknown;

  constructor(message: string, init: { status: number; url: string; data?: unknown; cause?: unknown }) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.url = init.url;
    this.data = init.data;
  }
}

/** True for an error caused by aborting a superseded request; such errors are never shown. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * The catch of a file (or call) an element starts on demand and does not wait for: a reload or navigation
 * while it loads rejects it (Firefox: "error loading dynamically imported module", e.g. when the login
 * wait reloads the page), and that must never surface as an unhandled rejection (issue 21). A warning,
 * not an error: nothing is lost, the next use loads it again.
 */
export function warnLoadFailure(what: string): (error: unknown) => void {
  return (error) => console.warn(`vinothek-elements: ${what} did not load`, error);
}
