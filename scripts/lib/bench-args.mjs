// Command-line flags of the benchmark scripts: `--name value` pairs and bare switches.
export function benchArgs(args = process.argv.slice(2)) {
  const flag = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  const positive = (name, fallback, { integer = false } = {}) => {
    const n = Number(flag(name, fallback));
    if (!(n > 0) || (integer && !Number.isInteger(n))) throw new Error(`--${name} must be a positive ${integer ? 'integer' : 'number'}`);
    return n;
  };
  return { args, flag, positive, has: (name) => args.includes(`--${name}`) };
}
