// ESLint for the whole repository: JavaScript's and typescript-eslint's recommended rules, the rules of
// React hooks, and jsx-a11y's accessibility checks on every component. `npm run lint` runs it with tsc;
// `npm test` runs it first, so a lint error fails the build.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", ".react-router/", "data/", "drizzle/", "public/", "test-results/", "playwright-report/"],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // STYLE.md: `type` over `interface`; type-only imports stay visibly type-only.
      "@typescript-eslint/consistent-type-definitions": ["error", "type"],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Public pages link with plain anchors: each link loads a whole page (decision record 0008).
    files: ["app/components/**/*.tsx", "app/routes/marketing/**", "app/routes/blog/**"],
    ignores: ["app/components/admin/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Public pages link with a plain <a href>: each link loads a whole page (decision record 0008).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**", "scripts/**", "tests/**", "*.{js,ts,mjs}"],
    languageOptions: { globals: globals.node },
  },
);
