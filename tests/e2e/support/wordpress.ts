import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { startPhpServer } from './php-server.ts';
import { stopProcess } from './render-service.ts';

/** Debian's WordPress 6.1 (apt-get install wordpress): its files, shared by every site on the machine. */
const WORDPRESS = '/usr/share/wordpress';
const PLUGIN = join(process.cwd(), 'integrations/wordpress/vinothek-elements');

const which = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** What this machine lacks for a WordPress site (.ci/run installs it), or [] when it has everything. */
export function wordpressMissing(): string[] {
  return [
    ...(which('php') ? [] : ['php-cli']),
    ...(spawnSync('php', ['-r', 'exit(extension_loaded("mysqli") ? 0 : 1);']).status === 0 ? [] : ['php-mysql']),
    ...(existsSync(`${WORDPRESS}/wp-settings.php`) ? [] : ['wordpress']),
    ...(which('mariadbd') || existsSync('/usr/sbin/mariadbd') ? [] : ['mariadb-server']),
  ];
}

const MARIADBD = existsSync('/usr/sbin/mariadbd') ? '/usr/sbin/mariadbd' : 'mariadbd';

/**
 * A MariaDB of its own: a data directory in `dir`, a socket there, no network, no grant tables (only this test's
 * processes reach the socket), no system service touched.
 */
async function startMariaDb(dir: string) {
  const data = join(dir, 'db');
  const socket = join(dir, 'mysql.sock');
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const install = spawnSync(
    'mariadb-install-db',
    ['--no-defaults', `--datadir=${data}`, '--skip-test-db', '--auth-root-authentication-method=normal', ...asRoot],
    {
      encoding: 'utf8',
    },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
  const child = spawn(
    MARIADBD,
    [
      '--no-defaults',
      `--datadir=${data}`,
      `--socket=${socket}`,
      '--skip-networking',
      '--skip-grant-tables',
      `--pid-file=${join(dir, 'mysqld.pid')}`,
      `--log-error=${join(dir, 'mysqld.err')}`,
      ...asRoot,
    ],
    { stdio: 'ignore' },
  );
  const client = (sql: string) => spawnSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', sql], { encoding: 'utf8' });
  // Up once it answers on its socket.
  // (A plain loop, not vi.waitFor: the bench starts WordPress outside the test runner, scripts/bench-wordpress.ts.)
  for (const end = Date.now() + 60_000; client('SELECT 1').status !== 0; await delay(200))
    if (Date.now() > end) throw new Error('MariaDB does not answer on its socket');
  const created = client('CREATE DATABASE wordpress');
  if (created.status !== 0) throw new Error(`CREATE DATABASE failed: ${created.stderr}`);
  return { socket, stop: () => stopProcess(child) };
}

/**
 * A WordPress site from Debian's files without touching /etc/wordpress: the top-level PHP files are copied
 * into `dir/wp` (WordPress finds wp-config.php beside wp-load.php by its real path, so links would lead it to
 * Debian's config), wp-admin and wp-includes are links, wp-content is its own with the plugin linked in.
 */
function wordpressTree(dir: string, config: string): string {
  const root = join(dir, 'wp');
  mkdirSync(join(root, 'wp-content/plugins'), { recursive: true });
  mkdirSync(join(root, 'wp-content/uploads'), { recursive: true });
  for (const name of readdirSync(WORDPRESS)) {
    if (name === 'wp-config.php' || name === 'wp-content' || name.startsWith('.')) continue;
    if (name.endsWith('.php')) copyFileSync(join(WORDPRESS, name), join(root, name));
    else symlinkSync(join(WORDPRESS, name), join(root, name));
  }
  symlinkSync(join(WORDPRESS, 'wp-content/themes'), join(root, 'wp-content/themes'));
  symlinkSync(PLUGIN, join(root, 'wp-content/plugins/vinothek-elements'));
  writeFileSync(join(root, 'wp-config.php'), config);
  return root;
}

/** The temporary directory goes; MariaDB may still be closing a file in it, so a few tries. */
function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
}

export interface WordPressSite {
  url: string;
  root: string;
  /** Runs PHP code with WordPress loaded (as the install does); returns its stdout. */
  php(code: string): string;
  log(): string;
  stop(): Promise<void>;
}

/**
 * WordPress behind `origin` (the proxy the browser talks to): MariaDB, `php -S` on the site, installed with the
 * plugin active. `constants` go into wp-config.php (the plugin's settings).
 */
export async function startWordPress({
  origin,
  constants,
}: {
  origin: (cmsUrl: string) => Promise<string>;
  constants: Record<string, string>;
}) {
  const dir = mkdtempSync(join(tmpdir(), 'vk-wp-'));
  const processes: { stop(): Promise<void> }[] = [];
  try {
    const db = await startMariaDb(dir);
    processes.push(db);
    let home = '';
    const config = () => `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${db.socket}');
define('DB_CHARSET', 'utf8mb4');
$table_prefix = 'wp_';
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((key) => `define('${key}', '${key.toLowerCase()}-vinothek-test');`).join('\n')}
define('WP_HOME', '${home}');
define('WP_SITEURL', '${home}');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('WP_CONTENT_URL', '${home}/wp-content');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
${Object.entries(constants)
  .map(([name, value]) => `define('${name}', ${JSON.stringify(value)});`)
  .join('\n')}
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
    const root = wordpressTree(dir, config());
    const server = await startPhpServer(root, { env: { PHP_CLI_SERVER_WORKERS: '4' } });
    processes.push({ stop: server.stop });
    home = await origin(server.url);
    writeFileSync(join(root, 'wp-config.php'), config());
    const php = (code: string) => {
      const file = join(dir, `run-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(
        file,
        `<?php\n$_SERVER['HTTP_HOST'] = parse_url('${home}', PHP_URL_HOST) . ':' . parse_url('${home}', PHP_URL_PORT);\n${code}`,
      );
      const run = spawnSync('php', [file], { encoding: 'utf8', cwd: root });
      if (run.status !== 0) throw new Error(`php failed (${run.status}): ${run.stdout}\n${run.stderr}`);
      return run.stdout;
    };
    php(`define('WP_INSTALLING', true);
require '${root}/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_install('Weinhandlung Muster', 'admin', 'admin@example.com', false, '', 'Admin-Passwort-1');
update_option('permalink_structure', '/%postname%/');
$activated = activate_plugin('vinothek-elements/vinothek-elements.php');
if (is_wp_error($activated)) { fwrite(STDERR, $activated->get_error_message()); exit(1); }`);
    const site: WordPressSite = {
      url: home,
      root,
      php,
      log: server.log,
      stop: async () => {
        for (const item of processes.reverse()) await item.stop();
        removeDir(dir);
      },
    };
    return site;
  } catch (error) {
    for (const item of processes.reverse()) await item.stop();
    removeDir(dir);
    throw error;
  }
}
