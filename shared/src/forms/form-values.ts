/** A whole number typed in a field, or null (empty, signed, decimal). */
export const wholeNumber = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Usernames typed in the invites field: separated by spaces, commas or semicolons; each once. */
export const parseInvites = (text: string): string[] => [...new Set(text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean))];
