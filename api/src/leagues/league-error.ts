/** A refusal with the spec's words and, for forms, the message of each field (`{ error, errors }`). */
export class LeagueError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string>;
  constructor(message: string, statusCode = 400, errors?: Record<string, string>) {
    super(message);
    this.statusCode = statusCode;
    if (errors) this.errors = errors;
  }
}
