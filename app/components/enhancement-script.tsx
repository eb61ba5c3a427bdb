import { useNonce } from "~/utils/nonce";

/**
 * One of the small scripts of app/enhancements/ (imported with `?enhancement`), at the place it is
 * rendered: module scripts run once the page has been parsed, in order, each address at most once, and
 * at low priority they never compete with what the first paint needs.
 */
export function EnhancementScript({ src }: { src: string }) {
  const nonce = useNonce();
  return <script type="module" src={src} nonce={nonce || undefined} fetchPriority="low" />;
}
