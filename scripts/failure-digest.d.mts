export function failureDigest(output: string, options?: { maxEntries?: number }): string[];
