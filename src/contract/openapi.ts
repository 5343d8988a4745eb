import type { JsonSchema } from '@valibot/to-json-schema';
import { toJsonSchema } from '@valibot/to-json-schema';
import { CONTRACT, type ContractRoute, type Fault } from '../core/api/contract.ts';
import { fillPath } from '../core/api/route.ts';
import type { CheckResult } from './check-api/results.ts';
import { componentSchemas } from './openapi-schemas.ts';

type Json = Record<string, unknown>;

/** What each fault answers (ARCHITECTURE.md §6 errors), by status. */
const FAULTS: Record<Fault, { status: string; schema: string; description: string }> = {
  'no-token': {
    status: '403',
    schema: 'ErrorMessage',
    description: 'POST or DELETE without the RequestVerificationToken header of this session',
  },
  'no-login': { status: '401', schema: 'ErrorMessage', description: 'customers only: the session has no login' },
  'unknown-id': { status: '404', schema: 'ErrorMessage', description: "an id that does not exist or is not the caller's" },
  'bad-input': {
    status: '400',
    schema: 'ValidationErrorResponse',
    description: 'the body or query fails its schema: a German message per field (dot path), nothing changed',
  },
};

const DESCRIPTION = `The JSON API the vinothek elements call (spec §7), generated from the valibot schemas the elements parse
every answer with. Paths are below the page config's \`apiBase\`; \`account\` and \`Backoffice\` in paths are
the page config's \`accountSegment\` and \`backoffice\`.

- **Session:** a cookie of the CMS (the demo's is \`vinothek_session\`); anonymous visitors have one too (their basket).
- **CSRF:** every POST and DELETE sends the header \`RequestVerificationToken\` with the page config's \`csrfToken\`, bound to the session; without it: 403.
- **Login:** an HTML form (\`userName\`, \`password\`, \`__RequestVerificationToken\`, \`returnUrl\`) that starts a new session; customer calls without login: 401.
- **Language:** \`accept-language\` (default \`de-CH\`); the back end writes its messages (validation, \`successText\`, warnings) in it: German by default, the demo also French and Italian.
- **Dates:** date-times are ISO strings (the client turns them into dates); plain dates (\`YYYY-MM-DD\`) stay strings.

Check a back end with \`npx vinothek-elements check-api https://cms.example/api --user … --password …\`.`;

/** Examples are real answers of the demo shop, cut to one item per list so the document stays readable. */
function shorten(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 1).map(shorten);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item)]));
  return value;
}

function jsonContent(schemaName: string, examples: unknown[]): Json {
  const content: Json = { schema: { $ref: `#/components/schemas/${schemaName}` } };
  const distinct = [...new Map(examples.map((example) => [JSON.stringify(example), shorten(example)])).values()];
  if (distinct.length === 1) content.example = distinct[0];
  if (distinct.length > 1)
    content.examples = Object.fromEntries(distinct.map((example, index) => [exampleName(example, index), { value: example }]));
  return { 'application/json': content };
}

function exampleName(example: unknown, index: number): string {
  const action = example && typeof example === 'object' && 'action' in example ? String(example.action) : '';
  return action || `beispiel${index + 1}`;
}

function parameters(entry: ContractRoute): Json[] {
  const list: Json[] = [{ $ref: '#/components/parameters/AcceptLanguage' }];
  if (entry.route.method !== 'GET') list.push({ $ref: '#/components/parameters/RequestVerificationToken' });
  for (const [name, schema] of Object.entries(entry.pathParams ?? {}))
    list.push({ name, in: 'path', required: true, schema: plain(schema) });
  for (const [name, query] of Object.entries(entry.query ?? {}))
    list.push({ name, in: 'query', required: query.required, description: query.description, schema: plain(query.schema) });
  return list;
}

function plain(schema: Parameters<typeof toJsonSchema>[0]): JsonSchema {
  const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'throw' });
  return rest;
}

function operation(
  entry: ContractRoute,
  nameOf: (schema: ContractRoute['route']['answer']) => string,
  exchanges: readonly CheckResult[],
): Json {
  const mine = exchanges.filter((result) => result.route === entry.name && result.outcome === 'pass');
  const answersOf = (caseName: CheckResult['case']) => mine.filter((result) => result.case === caseName).map((result) => result.answer);
  const responses: Json = { '200': { description: 'OK', content: jsonContent(nameOf(entry.route.answer), answersOf('ok')) } };
  for (const fault of entry.faults) {
    const { status, schema, description } = FAULTS[fault];
    responses[status] = { description, content: jsonContent(schema, answersOf(fault)) };
  }
  const op: Json = { operationId: entry.name, tags: [entry.area], summary: entry.summary, parameters: parameters(entry) };
  if (entry.request) {
    const sent = mine.filter((result) => result.case === 'ok' && result.request !== undefined).map((result) => result.request);
    op.requestBody = { required: true, content: jsonContent(nameOf(entry.request), sent) };
  }
  op.responses = responses;
  return op;
}

/**
 * The OpenAPI 3.1 document of the contract (every route of core/api/routes.ts; a test passes its own);
 * `exchanges` (check-api results with kept exchanges) give the examples.
 */
export function buildOpenApi(version: string, exchanges: readonly CheckResult[] = [], contract: readonly ContractRoute[] = CONTRACT): Json {
  const { schemas, nameOf } = componentSchemas(contract);
  const paths: Record<string, Json> = {};
  for (const entry of contract) {
    const path = `/${fillPath(entry.route.path, { account: 'account', backoffice: 'Backoffice', ...Object.fromEntries(Object.keys(entry.pathParams ?? {}).map((name) => [name, `{${name}}`])) })}`;
    (paths[path] ??= {})[entry.route.method.toLowerCase()] = operation(entry, nameOf, exchanges);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'vinothek-elements – CMS API', version, description: DESCRIPTION },
    servers: [{ url: '/api', description: "the page config's apiBase" }],
    tags: [...new Set(contract.map((entry) => entry.area))].map((name) => ({ name })),
    security: [{ session: [] }],
    paths,
    components: {
      schemas,
      parameters: {
        AcceptLanguage: {
          name: 'accept-language',
          in: 'header',
          required: false,
          schema: { type: 'string', default: 'de-CH' },
          description: 'the shop language; messages are German',
        },
        RequestVerificationToken: {
          name: 'RequestVerificationToken',
          in: 'header',
          required: true,
          schema: { type: 'string' },
          description: "the page config's csrfToken, bound to the session",
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'vinothek_session',
          description: "the CMS's session cookie (name of the demo shop)",
        },
      },
    },
  };
}

/** The document without its examples: what --check compares (examples are real answers and change with the data). */
export function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'example' && key !== 'examples')
        .map(([key, item]) => [key, withoutExamples(item)]),
    );
  }
  return value;
}
