import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { enhancementScripts } from "./vite/enhancement-scripts.ts";

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        assetsInlineLimit: 0,
        rolldownOptions: {
          // The site's own components, content and helpers do nothing when imported: a module none of whose
          // exports a page uses is left out of that page's scripts (the contact page's kept sections).
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/](components|content|utils|i18n)[\\/][^?]*\.tsx?$/.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                // Every page that runs React loads these: head helpers and structured data (with the content
                // they show), the logo, the toast store and Vite's loader for lazy chunks. One file, not several
                // requests. (The header and footer stay on the server: decision record 0019.) Icons go with the
                // pages that use them: a shared icons file carried the admin's icons into the contact page.
                {
                  name: "site",
                  test: /[\\/]app[\\/](components[\\/](logo|ui[\\/]toast)|utils[\\/](cn|seo|structured-data))\.|preload-helper/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), enhancementScripts(), reactRouter()],
}));
