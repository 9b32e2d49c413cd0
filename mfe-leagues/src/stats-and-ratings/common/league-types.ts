/**
 * League names by Lahman lgID, and the league type code each is listed under. The product
 * has the codes (ML, NL, AL, FL, NS, BG, CL, PL, JL, HF, BH, NG, CB, AS, FJ, SJ) but not what
 * each stands for; codes are used where the match is certain, otherwise the lgID itself.
 */
const LEAGUES: Record<string, { name: string; typeCode?: string }> = {
  AL: { name: 'American League', typeCode: 'AL' },
  NL: { name: 'National League', typeCode: 'NL' },
  FL: { name: 'Federal League', typeCode: 'FL' },
  PL: { name: "Players' League", typeCode: 'PL' },
  NSL: { name: 'Negro Southern League', typeCode: 'NS' },
  AA: { name: 'American Association' },
  UA: { name: 'Union Association' },
  NA: { name: 'National Association' },
  NNL: { name: 'Negro National League' },
  NN2: { name: 'Negro National League (II)' },
  NAL: { name: 'Negro American League' },
  ECL: { name: 'Eastern Colored League' },
  ANL: { name: 'American Negro League' },
  EWL: { name: 'East-West League' },
  IND: { name: 'Independent teams' },
};

export function leagueName(lgId: string): string {
  return LEAGUES[lgId]?.name ?? `League ${lgId}`;
}

export function leagueTypeCode(lgId: string): string {
  return LEAGUES[lgId]?.typeCode ?? lgId;
}
