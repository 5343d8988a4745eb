#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SERVE_USAGE, serveCommand } from '../service/serve-command.ts';
import { checkApi } from './check-api/check-api.ts';
import { formatReport, sortedResults, type TableLang } from './check-api/report-table.ts';

const USAGE = `Usage: vinothek-elements check-api <api-base-url> [options]

Checks a CMS back end against the API the vinothek elements call (spec §7): every route's happy path
and faults, parsed with the elements' own schemas. It removes what it creates (basket line, list,
address) and places no order unless --place-order is given.

  <api-base-url>        the page config's apiBase, absolute, e.g. https://cms.example/api
  --user <name>         a customer login (without it the customer routes are checked only for 401)
  --password <secret>   its password (or the environment variable VINOTHEK_CHECK_PASSWORD)
  --page <url>          a page carrying the page config (default: <origin>/)
  --login <url>         the login form (default: <origin>/account/login)
  --contact-form <id>   the contact form's componentId (default: kontakt)
  --register-email <a>  an address of yours without an account: registers it and --user's address and
                        checks both answer alike (no account enumeration) and rotate the session
                        (it receives a confirmation mail; nothing opens without its link)
  --place-order         also place one real order as the customer
  --lang de|en          the table in one language (default: German and English)
  --json                the results as JSON
  -h, --help            this text

Exit code 0 when every check passed, 1 when one failed, 2 for a wrong command line.

${SERVE_USAGE}`;

/** The installed package's version (dist/cli.js sits one folder below package.json). */
function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'dev';
  }
}

/** `vinothek-elements <command> …`: the package's command line: check-api and serve. */
async function main(argv: string[]): Promise<number | null> {
  // serve keeps running; its worker file is built beside this one (tsup.config.ts).
  if (argv[0] === 'serve')
    return serveCommand(argv.slice(1), { workerFile: new URL('./render-worker.js', import.meta.url), version: packageVersion() });
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      user: { type: 'string' },
      password: { type: 'string' },
      page: { type: 'string' },
      login: { type: 'string' },
      'contact-form': { type: 'string' },
      'register-email': { type: 'string' },
      'place-order': { type: 'boolean', default: false },
      lang: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, baseUrl] = positionals;
  if (values.help) return print(USAGE, 0);
  if (command !== 'check-api') return print(`${command ? `Unknown command "${command}".` : 'No command given.'}\n\n${USAGE}`, 2);
  if (!baseUrl || !URL.canParse(baseUrl)) return print(`"${baseUrl ?? ''}" is no absolute URL of the API base.\n\n${USAGE}`, 2);
  const lang = values.lang ?? 'both';
  if (lang !== 'de' && lang !== 'en' && lang !== 'both') return print(`--lang "${lang}": use de or en.`, 2);
  const password = values.password ?? process.env.VINOTHEK_CHECK_PASSWORD;

  const report = await checkApi({
    baseUrl,
    ...(values.user ? { user: values.user } : {}),
    ...(password ? { password } : {}),
    ...(values.page ? { pageUrl: values.page } : {}),
    ...(values.login ? { loginUrl: values.login } : {}),
    ...(values['contact-form'] ? { contactForm: values['contact-form'] } : {}),
    ...(values['register-email'] ? { registerEmail: values['register-email'] } : {}),
    placeOrder: values['place-order'],
  });
  const text = values.json
    ? JSON.stringify({ ...report, results: sortedResults(report.results) }, null, 2)
    : formatReport(report, lang as TableLang);
  return print(text, report.ok ? 0 : 1);
}

function print(text: string, code: number): number {
  (code === 2 ? process.stderr : process.stdout).write(`${text}\n`);
  return code;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== null) process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
