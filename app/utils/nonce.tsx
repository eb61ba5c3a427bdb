import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

/** Supplies the per-request Content-Security-Policy nonce to <Scripts> during server rendering. */
export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
