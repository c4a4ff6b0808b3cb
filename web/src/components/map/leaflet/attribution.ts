const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The MAP_TILE_ATTRIBUTION setting is plain text, and Leaflet writes attributions as HTML: escaped,
 * a "<" in a service's name shows as itself and markup in the setting never becomes part of the page.
 */
export const attributionHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
