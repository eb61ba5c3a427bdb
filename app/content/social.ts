/** The social networks the site can link to, in the footer's order, and the hosts a profile lives on. */
export const socialNetworks = [
  { id: "linkedin", name: "LinkedIn", hosts: ["www.linkedin.com", "linkedin.com"] },
  { id: "x", name: "X (Twitter)", hosts: ["x.com", "twitter.com"] },
  { id: "facebook", name: "Facebook", hosts: ["www.facebook.com", "facebook.com"] },
  { id: "youtube", name: "YouTube", hosts: ["www.youtube.com", "youtube.com"] },
] as const satisfies readonly { id: string; name: string; hosts: readonly string[] }[];

export type SocialNetworkId = (typeof socialNetworks)[number]["id"];
export type SocialProfiles = Readonly<Record<SocialNetworkId, string | null>>;
export type SocialLink = { id: SocialNetworkId; name: string; href: string };

/**
 * The firm's own profile on each network; null where the firm has none, and then the site shows no link
 * for that network at all.
 */
export const socialProfiles: SocialProfiles = {
  linkedin: "https://www.linkedin.com/company/northbridge-engineering",
  x: "https://x.com/northbridge_eng",
  facebook: null,
  youtube: "https://www.youtube.com/@northbridge-engineering",
};

/** The links to show, in the networks' order, leaving out every network without a profile. */
export function socialLinks(profiles: SocialProfiles = socialProfiles): SocialLink[] {
  return socialNetworks.flatMap((network) => {
    const href = profiles[network.id];
    return href ? [{ id: network.id, name: network.name, href }] : [];
  });
}
