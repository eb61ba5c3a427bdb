export function withoutPasswords(text: string): string;
export function causeMessages(error: unknown): string[];
export function isFailedQuery(message: string): boolean;
