/**
 * A region as one line: its levels joined, leaving out those not chosen and the 市辖区 that the
 * municipalities' city level is named (北京市 / 东城区, not 北京市 / 市辖区 / 东城区).
 */
export const regionText = (place: { province: string; city: string; district: string }) =>
  [place.province, place.city, place.district].filter((part) => part && part !== '市辖区').join(' / ');
