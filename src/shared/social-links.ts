// The social networks the shop links to, free of the profile's schema so the footer can read them without
// loading the validation library (business-profile.ts validates the addresses).

/** The social networks the shop can link to, under their own names (the same in every language). */
export const SOCIAL_NETWORKS = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' } as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export const NO_SOCIAL_LINKS: Record<SocialNetwork, string> = { facebook: '', instagram: '', tiktok: '' };

/** The networks with a link, in the order the shop lists them. */
export function socialLinksOf(profile: {
  socialLinks: Record<SocialNetwork, string>;
}): { network: SocialNetwork; url: string }[] {
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[])
    .map((network) => ({ network, url: profile.socialLinks[network] }))
    .filter((link) => link.url !== '');
}
