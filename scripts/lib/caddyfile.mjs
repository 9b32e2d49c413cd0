// A small reader of the Caddyfile syntax deploy/Caddyfile uses: directives one per line, blocks in braces, snippets
// `(name) { … }` pulled in with `import name`, `{$VAR:default}` environment placeholders. Enough for the deploy check
// to look at what the proxy does; `caddy validate` (when Caddy is installed) is the full parser.

/** One directive: its name, its arguments, its block (empty when it has none), and where it was written. */
export function parseCaddyfile(text) {
  const root = { name: '(file)', args: [], children: [], line: 0 };
  const stack = [root];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line) return;
    if (line === '}') {
      if (stack.length === 1) throw new Error(`Caddyfile line ${index + 1}: a "}" closes nothing`);
      stack.pop();
      return;
    }
    const opens = line.endsWith('{');
    const tokens = (opens ? line.slice(0, -1) : line).trim().split(/\s+/).filter(Boolean);
    const node = { name: tokens[0] ?? '', args: tokens.slice(1), children: [], line: index + 1 };
    stack.at(-1).children.push(node);
    if (opens) stack.push(node);
  });
  if (stack.length !== 1) throw new Error(`Caddyfile: the block opened on line ${stack.at(-1).line} is never closed`);
  return root;
}

/** `{$NAME:default}` → the environment's value, else the default (Caddy's own rule). */
export function resolvePlaceholders(token, env = {}) {
  return token.replace(/\{\$([A-Za-z_][A-Za-z0-9_]*)(?::([^}]*))?\}/g, (_, name, fallback) => env[name] ?? fallback ?? '');
}

/**
 * The file as Caddy would run it: snippets expanded where they are imported, placeholders resolved with `env`.
 * Returns { global, snippets, sites } (the global options block, the snippets by name, the site blocks).
 */
export function readCaddyfile(text, env = {}) {
  const root = parseCaddyfile(text);
  const snippets = new Map();
  for (const node of root.children) {
    const snippet = /^\((.+)\)$/.exec(node.name);
    if (snippet) snippets.set(snippet[1], node.children);
  }
  const expand = (nodes, depth = 0) =>
    nodes.flatMap((node) => {
      if (node.name === 'import' && snippets.has(node.args[0])) {
        if (depth > 10) throw new Error(`Caddyfile line ${node.line}: snippets import each other in a loop`);
        return expand(snippets.get(node.args[0]), depth + 1);
      }
      return [{ ...node, name: resolvePlaceholders(node.name, env), args: node.args.map((a) => resolvePlaceholders(a, env)), children: expand(node.children, depth) }];
    });
  // The global options block is the one written as a bare `{`.
  const global = root.children.find((node) => node.name === '');
  const sites = expand(root.children.filter((node) => node !== global && !/^\(.+\)$/.test(node.name)));
  return { global: global ? expand(global.children) : [], snippets, sites };
}

/** Every directive named `name` in `nodes` and their blocks, at any depth. */
export function findAll(nodes, name) {
  return nodes.flatMap((node) => [...(node.name === name ? [node] : []), ...findAll(node.children, name)]);
}

/** The first directive named `name` directly in `nodes`. */
export function child(nodes, name) {
  return nodes.find((node) => node.name === name);
}
