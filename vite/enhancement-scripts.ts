import { createHash } from "node:crypto";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

/**
 * Light pages run no framework, only small scripts written in plain TypeScript under app/enhancements/.
 * A component asks for one with `import src from "~/enhancements/menu.ts?enhancement"` and renders
 * `<script type="module" src={src}>`. Each script is bundled on its own (its imports inlined, nothing shared
 * with the React chunks) into a content-hashed file under /assets/, so a page fetches exactly the few
 * hundred bytes it uses and the file can be cached for a year. In development the dev server serves the
 * source module instead.
 */
const SUFFIX = "?enhancement";
const VIRTUAL_PREFIX = "\0enhancement:";

type Bundled = { fileName: string; code: string };

export function enhancementScripts(): Plugin {
  let command: "build" | "serve" = "build";
  let root = process.cwd();
  // Client and server builds run in one process: each script is bundled once and named the same in both.
  const bundles = new Map<string, Promise<Bundled>>();

  const bundle = (file: string) => {
    let pending = bundles.get(file);
    if (!pending) {
      pending = bundleScript(file, root);
      bundles.set(file, pending);
    }
    return pending;
  };

  return {
    name: "enhancement-scripts",
    // Before Vite's own resolver, which would otherwise take the import for the source file itself.
    enforce: "pre",
    configResolved(config) {
      command = config.command;
      root = config.root;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const resolved = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!resolved) throw new Error(`enhancement script not found: ${source}`);
      return VIRTUAL_PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length);
      if (command === "serve") {
        return `export default ${JSON.stringify("/" + path.relative(root, file).split(path.sep).join("/"))};`;
      }
      this.addWatchFile(file);
      const { fileName, code } = await bundle(file);
      // Only the browser build writes the file; the server build needs just its address.
      if (this.environment.config.consumer === "client") {
        this.emitFile({ type: "asset", fileName, source: code });
      }
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

async function bundleScript(file: string, root: string): Promise<Bundled> {
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    resolve: { tsconfigPaths: true },
    build: {
      write: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: file, output: { format: "es" } },
    },
  });
  const outputs: Rolldown.RolldownOutput[] = Array.isArray(result) ? result : [result as Rolldown.RolldownOutput];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === "chunk");
  if (chunks.length !== 1) {
    throw new Error(`${file} must bundle into one script (got ${chunks.length}); it may not import lazily`);
  }
  const code = chunks[0].code;
  const name = path.basename(file).replace(/\.[jt]s$/, "");
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  return { fileName: `assets/${name}-${hash}.js`, code };
}
