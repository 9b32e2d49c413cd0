/** One CSV record and the 1-based line of the file it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * RFC 4180 records: quoted fields may hold commas, doubled quotes and line
 * breaks; CRLF and LF both end a record; a trailing newline adds no record.
 */
export function* parseCsv(text: string): Generator<CsvRecord> {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    for (;;) {
      let value = '';
      if (text[i] === '"') {
        i += 1;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(startLine, 'unterminated quoted field');
          const ch = text[i];
          if (ch === '"') {
            if (text[i + 1] === '"') {
              value += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (ch === '\n') line += 1;
          value += ch;
          i += 1;
        }
        if (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') {
          throw new CsvSyntaxError(startLine, 'unexpected character after a closing quote');
        }
      } else {
        const start = i;
        while (i < n && text[i] !== ',' && text[i] !== '\n' && text[i] !== '\r') i += 1;
        value = text.slice(start, i);
        if (value.includes('"')) throw new CsvSyntaxError(startLine, 'stray quote inside an unquoted field');
      }
      fields.push(value);
      if (text[i] === ',') {
        i += 1;
        continue;
      }
      break;
    }
    if (text[i] === '\r') i += 1;
    if (text[i] === '\n') {
      i += 1;
      line += 1;
    }
    // A blank line (one empty field) is not a record.
    if (fields.length === 1 && fields[0] === '') continue;
    yield { line: startLine, fields };
  }
}
