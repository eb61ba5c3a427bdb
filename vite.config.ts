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
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
                // Every page loads these: header, footer, head helpers and structured data (with the content
                // they show), the toast store and Vite's loader for lazy chunks. One file, not seven requests.
                {
                  name: "site",
                  test: /[\\/]app[\\/](components[\\/](site-header|site-footer|logo|social-icon|ui[\\/]toast)|utils[\\/](cn|seo|structured-data))\.|preload-helper/,
                  priority: 1,
                },
                // Icons that several pages share travel together rather than one small file each.
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 3, priority: 0 },
              ],
            },
          },
        },
      },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), enhancementScripts(), reactRouter()],
}));
