import type { SocialNetworkId } from "~/content/social";

/** Simple line glyphs for the social links (the icon set has no brand marks). */
export function SocialIcon({ network, className }: { network: SocialNetworkId; className?: string }) {
  const common = {
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    "aria-hidden": true,
    focusable: false,
    className,
  };
  switch (network) {
    case "linkedin":
      return (
        <svg {...common}>
          <rect x="2.5" y="2.5" width="19" height="19" rx="4" />
          <path d="M7.5 10.5v6M7.5 7.5v.01M11.5 16.5v-6M11.5 13.5a2.5 2.5 0 0 1 5 0v3" />
        </svg>
      );
    case "x":
      return (
        <svg {...common}>
          <path d="M4 4h4.5L20 20h-4.5z" />
          <path d="M4 20l6.6-7M20 4l-6.6 7" />
        </svg>
      );
    case "facebook":
      return (
        <svg {...common}>
          <path d="M15.5 3.5H13a3.5 3.5 0 0 0-3.5 3.5v3H7v3.5h2.5v7h3.5v-7h2.6l.6-3.5H13V7.4c0-.5.4-.9.9-.9h1.6z" />
        </svg>
      );
    case "youtube":
      return (
        <svg {...common}>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="M10 9.2v5.6l4.8-2.8z" />
        </svg>
      );
  }
}
