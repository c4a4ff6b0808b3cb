/** How a date answer is stored and shown. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/** The width of a date input, and of its placeholder while the picker loads. */
export const DATE_INPUT_STYLE = { width: '100%', maxWidth: 320 };
