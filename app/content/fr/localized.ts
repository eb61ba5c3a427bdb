/**
 * Where a French page may link: the French site of DESIGN.md section 6 (`/fr`, `/fr/services`,
 * `/fr/services/nec`, `/fr/a-propos`, `/fr/projets`, `/fr/contact`, `/fr/blogue`), an anchor on the same
 * page, or a telephone or e-mail link.
 */
export type FrenchHref = "/fr" | `/fr/${string}` | `/fr#${string}` | `#${string}` | `tel:${string}` | `mailto:${string}`;

/**
 * The French counterpart of an English content export, for `satisfies`: the same shape with the same
 * items in the same order (a tuple keeps its length, an object its keys), numbers unchanged, every string
 * free to be rewritten, except
 * - the identity keys named in `Keep` (slugs, ids, codes, phone numbers, image paths), which must stay
 *   exactly the English value so a page can pair the two languages item by item;
 * - `href`, which must lead to the French site.
 * A missing item or field, an extra field, or a changed slug or figure fails the type check.
 */
export type Localized<T, Keep extends PropertyKey = never> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [I in keyof T]: Localized<T[I], Keep> }
    : T extends object
      ? {
          readonly [K in keyof T]: K extends Keep ? T[K] : K extends "href" ? FrenchHref : Localized<T[K], Keep>;
        }
      : T;
