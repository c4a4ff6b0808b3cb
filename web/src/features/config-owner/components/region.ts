/** Province, city and town joined for display, skipping the parts left empty. */
export const regionText = (owner: { province: string; city: string; town: string }) =>
  [owner.province, owner.city, owner.town].filter(Boolean).join(' / ');
