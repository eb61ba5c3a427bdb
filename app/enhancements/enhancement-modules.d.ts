/** `import src from "./x.ts?enhancement"`: the address of that script, bundled on its own (see vite/enhancement-scripts.ts). */
declare module "*?enhancement" {
  const src: string;
  export default src;
}
