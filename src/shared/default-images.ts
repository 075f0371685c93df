// Category pictures shown when a product's own image is missing or fails to load. The server's seed
// stores them (with the usual renditions) under these names.
export const DEFAULT_IMAGE_URLS = {
  beer: '/objects/uploads/default-beer.webp',
  'rice-wine': '/objects/uploads/default-rice-wine.webp',
} as const;
