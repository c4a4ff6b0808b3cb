import { FORM_FAMILIES, type FormFamily } from '@app/contract';
import { i18n } from '../../../lib/i18n';

/** The families as a select filter offers them, in the interface language. */
export const familyOptions = (families: readonly FormFamily[] = FORM_FAMILIES) =>
  families.map((family) => ({ value: family, label: i18n.t(`form.family.${family}`) }));
