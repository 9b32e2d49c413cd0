/** Collects field errors: `{ error: first message, errors: { field: message } }` or null. */
export class FieldErrors {
  readonly errors: Record<string, string> = {};

  add(field: string, message: string | null): void {
    if (message && !this.errors[field]) this.errors[field] = message;
  }

  body(): { error: string; errors: Record<string, string> } | null {
    const first = Object.values(this.errors)[0];
    return first ? { error: first, errors: this.errors } : null;
  }
}
