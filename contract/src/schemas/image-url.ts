import { text } from './fields.js';

/**
 * An https address, or a path on this server: one "/" and then neither "/" nor "\". Browsers read
 * "//host" and "/\host" as another host over the page's own scheme, so those are not paths; plain
 * http would load the picture in the clear (and be blocked as mixed content on an https page).
 */
export const IMAGE_URL_PATTERN = /^https:\/\/[^\s/\\]\S*$|^\/[^\s/\\]\S*$/;

/**
 * A link to a picture (an avatar, an owner's logo, a staff photo): empty for none, else as
 * IMAGE_URL_PATTERN says, and never with "..", so a path cannot climb out of where it points.
 */
export const imageUrl = text(512).refine(
  (value) => value === '' || (IMAGE_URL_PATTERN.test(value) && !value.includes('..')),
  {
    error: 'validation.imageUrl',
  },
);
