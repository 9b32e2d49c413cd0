// The deploy commands' argument parsing and error handling: a refused command prints one clear message and exits 1.

/**
 * `--flag`, `--option value` (or `--option=value`) and up to `maxPositional` plain arguments; anything else is
 * refused rather than ignored, so a mistyped flag never deploys something the operator did not mean.
 */
export function parseArgs(argv, { flags = [], options = [], maxPositional = 1 } = {}) {
  const parsed = { positional: [], flags: new Set(), options: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (flags.includes(name) && inline === undefined) parsed.flags.add(name);
    else if (options.includes(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined || value === '') throw new Error(`--${name} needs a value`);
      parsed.options[name] = value;
    } else {
      const known = [...flags, ...options].map((known) => `--${known}`).join(', ');
      throw new Error(`Unknown option ${arg}${known ? ` (this command takes ${known})` : ''}`);
    }
  }
  if (parsed.positional.length > maxPositional) throw new Error(`Too many arguments: ${parsed.positional.join(' ')}`);
  return parsed;
}

/** A CDN base URL for --base-url: http(s) only, without its trailing slashes; undefined stays null. */
export function checkedBaseUrl(value) {
  if (value === undefined || value === null) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--base-url must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`--base-url must be an http(s) URL, got "${value}"`);
  if (url.search || url.hash) throw new Error(`--base-url must not have a query or fragment, got "${value}"`);
  return url.href.replace(/\/+$/, '');
}

/** Runs a command's body; a failure prints its message (not a stack) and exits 1. */
export async function runCommand(body) {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
