export interface BenchArgs {
  seasons: string[];
  replays: number;
  speedGames: number;
  skipSpeed: boolean;
  skipAccuracy: boolean;
}

/** Default seasons: 2019 MLB, 1927 AL+NL, 1968, 2000 and the 1927 Negro National League. */
export const DEFAULT_SEASONS = ['2019', '1927', '1968', '2000', '1927:NNL'];

export function parseArgs(argv: string[]): BenchArgs {
  const get = (name: string): string | undefined => {
    const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
    if (i < 0) return undefined;
    const a = argv[i] as string;
    return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
  };
  const seasons = get('seasons');
  return {
    seasons: seasons ? seasons.split(',').map((x) => x.trim()).filter(Boolean) : DEFAULT_SEASONS,
    replays: Number(get('replays') ?? 100),
    speedGames: Number(get('speed-games') ?? 20000),
    skipSpeed: argv.includes('--skip-speed'),
    skipAccuracy: argv.includes('--skip-accuracy'),
  };
}

/** '2019' -> AL+NL; '1927:NNL' -> that league only; '1937:NAL+NN2' -> both. */
export function seasonSpec(s: string): { year: number; leagues: string[]; label: string } {
  const [y, lg] = s.split(':');
  const year = Number(y);
  const leagues = lg ? lg.split('+') : ['AL', 'NL'];
  return { year, leagues, label: lg ? `${year} ${leagues.join('+')}` : `${year} AL+NL` };
}
