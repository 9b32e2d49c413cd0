const PASSWORD_KEY = /password/i;

/**
 * Deep copy without any key that mentions a password, so error reports never carry credentials.
 * A JSON string body is parsed, stripped and returned as an object.
 */
export function stripPasswords<T>(data: T): T {
  if (typeof data === 'string') {
    try {
      const parsed: unknown = JSON.parse(data);
      if (parsed && typeof parsed === 'object') return stripPasswords(parsed) as T;
    } catch {
      /* plain text: nothing keyed to strip */
    }
    return data;
  }
  if (Array.isArray(data)) return data.map((item) => stripPasswords(item)) as T;
  if (data && typeof data === 'object' && Object.getPrototypeOf(data) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (!PASSWORD_KEY.test(key)) out[key] = stripPasswords(value);
    }
    return out as T;
  }
  return data;
}
