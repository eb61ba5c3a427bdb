import { useNonce } from "~/utils/nonce";

/**
 * One of the small scripts of app/enhancements/ (imported with `?enhancement`), at the place it is
 * rendered. It is not fetched with the page: the starter below loads every such script once the page
 * has been painted, so nothing they do can delay the first paint.
 */
export function EnhancementScript({ src }: { src: string }) {
  return <script type="text/plain" data-enhancement={src} />;
}

/**
 * Loads the page's enhancement scripts (each address once, as modules) right after the first contentful
 * paint, or after a second where paint timing is missing or the tab paints nothing.
 */
export const ENHANCEMENT_STARTER = `(()=>{let started=false;const start=()=>{if(started)return;started=true;const seen=new Set();for(const inert of document.querySelectorAll("script[data-enhancement]")){const src=inert.dataset.enhancement;if(seen.has(src))continue;seen.add(src);const script=document.createElement("script");script.type="module";script.src=src;document.body.appendChild(script)}};const go=()=>{try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true})}catch{start()}setTimeout(start,1000)};if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",go,{once:true});else go()})()`;

export function EnhancementStarter() {
  const nonce = useNonce();
  return <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: ENHANCEMENT_STARTER }} />;
}
