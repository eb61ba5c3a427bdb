import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (about 7 KB gzip on every page): components
 * must not pass two utilities of the same property and rely on order.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
