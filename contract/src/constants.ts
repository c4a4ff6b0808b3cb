/** Business constants and limits of SPEC §9, shared by server and web. */
export const APP_VERSION = '1.2.5';
export const BRAND_COLOR = '#B0002E';

export const PAGE_SIZES = [15, 30, 50, 100, 1000, -1] as const;
export const PAGE_SIZE_ALL = -1;
/** The server caps an "All" page at this many rows (DESIGN §3). */
export const PAGE_ALL_CAP = 10_000;

export const SESSION_IDLE_MS = 15 * 60 * 1000;
export const INACTIVITY_CHECK_MS = 50 * 1000;
export const REQUEST_TIMEOUT_MS = 35 * 1000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const STARTUP_RETRY_MS = 500;
export const MENU_RETRY_MS = 1000;
export const LOGOUT_AFTER_PASSWORD_CHANGE_MS = 3000;
export const ACCESS_DENIED_REDIRECT_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 500;
export const ALERT_SUCCESS_MS = 2000;
export const ALERT_OTHER_MS = 4000;
export const ALERT_DIALOG_MS = 2000;
export const CLOCK_TICK_MS = 1000;

export const MENU_TITLE_MAX = 18;
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_MINI_WIDTH = 70;
export const CUSTOMIZER_WIDTH = 300;
export const OWNER_DIALOG_MAX_WIDTH = 300;
export const CONFIRM_DIALOG_MAX_WIDTH = 500;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 64;

/** The platform's own owner; its members administer the platform under /config. */
export const CONFIG_OWNER_KEY = 'config';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
