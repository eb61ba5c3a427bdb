// The contact page's words in both languages at once, for the checks that compare them. A route module
// imports its own language's module instead (contact.copy.en.ts or contact.copy.fr.ts).
export { contactCopy, type ContactCopy } from "./contact.copy.en";
export { contactCopyFr } from "./contact.copy.fr";
